/// Spoken word's speed (Settings > Audiobooks: 0.8x, 1x, 1.25x).
extension AudioEngine {
  /// The slowest and fastest rates accepted; anything outside is clamped.
  public static let playbackSpeedRange = 0.5...2.0

  /// Sets the rate music plays at, with its pitch preserved (1 plays as recorded). The app
  /// calls it before each song starts (1 for music, the Audiobooks setting for spoken word)
  /// and when the setting changes.
  ///
  /// Entry point only, for now: the rate is recorded in the shared state, and the pitch-
  /// preserving time-stretch that applies it in the music path (with positions still reported
  /// in the song's own time) is the DSP work that fills this in.
  public func setPlaybackSpeed(_ ratio: Double) {
    let clamped = ratio.isFinite ? min(Self.playbackSpeedRange.upperBound, max(Self.playbackSpeedRange.lowerBound, ratio)) : 1
    post { $0.playbackSpeed = clamped }
  }

  /// The rate last set (for tests and the stats).
  public var playbackSpeed: Double { shared.monitor.locked { shared.playbackSpeed } }
}
