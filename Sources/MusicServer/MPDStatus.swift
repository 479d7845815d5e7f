import CMPDClient
import WheelCore

/// What `status` (and `currentsong`, and a window of the queue) says, read in one go and
/// turned into the core's `PlayerReport`.
struct MPDStatus {
  var state: PlayerReport.State
  /// The current song's place in the queue (nil: none).
  var songPosition: Int?
  var queueLength: Int
  var queueVersion: UInt32
  var elapsed: Double
  var volume: Int?
  var random: Bool
  var repeats: Bool
  var single: Bool

  static func read(_ c: MPDConnection) throws(MPDFailure) -> MPDStatus {
    guard let s = mpd_run_status(c.raw) else { throw c.failure() }
    defer { mpd_status_free(s) }
    let state: PlayerReport.State =
      switch mpd_status_get_state(s) {
      case MPD_STATE_PLAY: .playing
      case MPD_STATE_PAUSE: .paused
      default: .stopped
      }
    let position = mpd_status_get_song_pos(s)
    let volume = mpd_status_get_volume(s)
    return MPDStatus(
      state: state, songPosition: position >= 0 ? Int(position) : nil,
      queueLength: Int(mpd_status_get_queue_length(s)), queueVersion: mpd_status_get_queue_version(s),
      elapsed: Double(mpd_status_get_elapsed_ms(s)) / 1000, volume: volume >= 0 ? Int(volume) : nil,
      random: mpd_status_get_random(s), repeats: mpd_status_get_repeat(s), single: mpd_status_get_single(s))
  }

  /// The URI of the song at `position` in the queue.
  static func uri(at position: Int, _ c: MPDConnection) throws(MPDFailure) -> String? {
    guard let song = mpd_run_get_queue_song_pos(c.raw, UInt32(position)) else {
      if case .refused = c.failure() { return nil }
      throw c.failure()
    }
    defer { mpd_song_free(song) }
    return String(cString: mpd_song_get_uri(song))
  }

  /// URIs and durations of queue positions `range` (clamped to the queue).
  static func queue(_ range: Range<Int>, _ c: MPDConnection) throws(MPDFailure) -> [(uri: String, duration: Double)] {
    guard !range.isEmpty else { return [] }
    try c.check(mpd_send_list_queue_range_meta(c.raw, UInt32(range.lowerBound), UInt32(range.upperBound)))
    var songs: [(String, Double)] = []
    while let song = mpd_recv_song(c.raw) {
      songs.append((String(cString: mpd_song_get_uri(song)), Double(mpd_song_get_duration_ms(song)) / 1000))
      mpd_song_free(song)
    }
    try c.finish()
    return songs
  }
}
