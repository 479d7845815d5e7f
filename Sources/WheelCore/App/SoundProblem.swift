/// Why nothing can sound, said two ways: as a status (About, help: "Sound: No sound card")
/// and as the reason a song did not start, which reads as a sentence of its own.
public enum SoundProblem: Equatable, Sendable {
  /// No device opened: no sound card, no sound server.
  case noSoundCard
  /// `--no-sound` was given.
  case turnedOff

  /// After "Sound:" in About and help.
  public var status: String {
    switch self {
    case .noSoundCard: "No sound card"
    case .turnedOff: "Off (--no-sound)"
    }
  }

  /// The notice when a song is chosen and cannot sound: short enough for one line of the
  /// display, so it does not cover Now Playing's bar.
  public var whyNothingPlays: String {
    switch self {
    case .noSoundCard: "Can't play: no sound card"
    case .turnedOff: "Sound is off (--no-sound)"
    }
  }
}
