import WheelCore

/// The MPRIS properties of a player snapshot, per interface, as plain data: what `Get`,
/// `GetAll` and `PropertiesChanged` send. Pure, so each property is tested without a bus.
public enum MPRISProperties {
  public static let objectPath = "/org/mpris/MediaPlayer2"
  public static let rootInterface = "org.mpris.MediaPlayer2"
  public static let playerInterface = "org.mpris.MediaPlayer2.Player"
  public static let noTrack = "/org/mpris/MediaPlayer2/TrackList/NoTrack"

  /// Mime types FFmpeg plays here (what the desktop may offer to open with ipodtui).
  static let mimeTypes = [
    "audio/mpeg", "audio/flac", "audio/ogg", "audio/opus", "audio/mp4", "audio/aac", "audio/x-wav", "audio/x-aiff",
  ]

  /// The root interface: a terminal program can quit but cannot raise its window.
  public static func root() -> [String: BusValue] {
    [
      "CanQuit": .bool(true), "CanRaise": .bool(false), "HasTrackList": .bool(false),
      "Identity": .string("ipodtui"), "DesktopEntry": .string("ipodtui"),
      "SupportedUriSchemes": .strings(["file"]), "SupportedMimeTypes": .strings(mimeTypes),
    ]
  }

  /// The Player interface; `artURL` is the cover as a file URL, when there is one.
  public static func player(_ s: PlayerSnapshot, artURL: String?) -> [String: BusValue] {
    [
      "PlaybackStatus": .string(status(s.status)),
      "LoopStatus": .string(loopStatus(s.repeatMode)),
      "Rate": .double(1), "MinimumRate": .double(1), "MaximumRate": .double(1),
      "Shuffle": .bool(s.shuffle != .off),
      "Metadata": .dictionary(metadata(s, artURL: artURL)),
      "Volume": .double(s.volume),
      "Position": .int64(microseconds(s.track == nil ? 0 : s.position)),
      "CanGoNext": .bool(s.canGoNext), "CanGoPrevious": .bool(s.canGoPrevious),
      "CanPlay": .bool(s.canPlay), "CanPause": .bool(s.canPlay), "CanSeek": .bool(s.canSeek),
      "CanControl": .bool(true),
    ]
  }

  /// Properties that changed between two tables: what a `PropertiesChanged` carries. Position
  /// changes all the time and is never announced (clients ask for it; jumps send `Seeked`).
  public static func changes(from old: [String: BusValue], to new: [String: BusValue]) -> [String: BusValue] {
    new.filter { $0.key != "Position" && old[$0.key] != $0.value }
  }

  public static func metadata(_ s: PlayerSnapshot, artURL: String?) -> [String: BusValue] {
    guard let track = s.track else { return ["mpris:trackid": .objectPath(noTrack)] }
    var m: [String: BusValue] = [
      "mpris:trackid": .objectPath(trackID(track.id)),
      "xesam:title": .string(track.title),
      "xesam:url": .string(FileURL.from(path: track.path)),
    ]
    if s.length > 0 { m["mpris:length"] = .int64(microseconds(s.length)) }
    if !track.artist.isEmpty { m["xesam:artist"] = .strings([track.artist]) }
    if !track.album.isEmpty { m["xesam:album"] = .string(track.album) }
    if !track.albumArtist.isEmpty { m["xesam:albumArtist"] = .strings([track.albumArtist]) }
    if track.trackNumber > 0 { m["xesam:trackNumber"] = .int32(Int32(clamping: track.trackNumber)) }
    if let artURL { m["mpris:artUrl"] = .string(artURL) }
    return m
  }

  /// An object path naming the song (path elements allow only [A-Za-z0-9_]).
  public static func trackID(_ id: Int64) -> String {
    "/org/mpris/MediaPlayer2/ipodtui/track/" + (id < 0 ? "n\(id.magnitude)" : "\(id)")
  }

  static func status(_ status: PlayerState.Status) -> String {
    switch status {
    case .playing: "Playing"
    case .paused: "Paused"
    case .stopped: "Stopped"
    }
  }

  static func loopStatus(_ mode: RepeatMode) -> String {
    switch mode {
    case .off: "None"
    case .one: "Track"
    case .all: "Playlist"
    }
  }

  static func microseconds(_ seconds: Double) -> Int64 {
    seconds.isFinite ? Int64((seconds * 1_000_000).rounded()) : 0
  }
}
