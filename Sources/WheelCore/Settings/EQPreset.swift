/// Settings > EQ: the iPod's presets, in the order its list shows them.
///
/// Each preset is ten band gains in dB at iTunes' graphic-equaliser centres (32, 64, 125,
/// 250, 500 Hz, 1, 2, 4, 8, 16 kHz), the values iTunes and the Music app ship (their preset
/// store keeps them in 1/100 dB; every built-in preset has its preamp at 0 dB). iTunes has no
/// "Increase Vocals": its curve is derived from the name (see `bands`). The audio engine
/// turns the ten values into filters and adds a constant pre-gain per preset so none clips.
public enum EQPreset: String, Sendable, CaseIterable {
  case off = "Off"
  case acoustic = "Acoustic"
  case bassBooster = "Bass Booster"
  case bassReducer = "Bass Reducer"
  case classical = "Classical"
  case dance = "Dance"
  case deep = "Deep"
  case electronic = "Electronic"
  case flat = "Flat"
  case hipHop = "Hip Hop"
  case increaseVocals = "Increase Vocals"
  case jazz = "Jazz"
  case latin = "Latin"
  case loudness = "Loudness"
  case lounge = "Lounge"
  case piano = "Piano"
  case pop = "Pop"
  case rnb = "R&B"
  case rock = "Rock"
  case smallSpeakers = "Small Speakers"
  case spokenWord = "Spoken Word"
  case trebleBooster = "Treble Booster"
  case trebleReducer = "Treble Reducer"
  case vocalBooster = "Vocal Booster"

  /// The band centres the gains belong to, in Hz.
  public static let frequencies: [Double] = [32, 64, 125, 250, 500, 1_000, 2_000, 4_000, 8_000, 16_000]

  /// Ten gains in dB (nil for Off: no filter at all; Flat is ten zeros and sounds the same).
  public var bands: [Double]? {
    switch self {
    case .off: nil
    case .acoustic: [5, 4.9, 3.95, 1.05, 2.15, 1.75, 3.5, 4.1, 3.55, 2.15]
    case .bassBooster: [5.5, 4.25, 3.5, 2.5, 1.25, 0, 0, 0, 0, 0]
    case .bassReducer: [-5.5, -4.25, -3.5, -2.5, -1.25, 0, 0, 0, 0, 0]
    case .classical: [4.75, 3.75, 3, 2.5, -1.5, -1.5, 0, 2.25, 3.25, 3.75]
    case .dance: [3.57, 6.55, 4.99, 0, 1.92, 3.65, 5.15, 4.54, 3.59, 0]
    case .deep: [4.95, 3.55, 1.75, 1, 2.85, 2.5, 1.45, -2.15, -3.55, -4.6]
    case .electronic: [4.25, 3.8, 1.2, 0, -2.15, 2.25, 0.85, 1.25, 3.95, 4.8]
    case .flat: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    case .hipHop: [5, 4.25, 1.5, 3, -1, -1, 1.5, -0.5, 2, 3]
    // Derived from the name, not from iTunes: lift where a voice carries (its body around
    // 250-500 Hz, intelligibility and presence at 1-4 kHz) by up to 3 dB, and unlike Vocal
    // Booster leave bass and air alone, so it suits music as well as speech.
    case .increaseVocals: [0, 0, -0.5, 1, 2.5, 3, 3, 2, 0.5, 0]
    case .jazz: [4, 3, 1.5, 2.25, -1.5, -1.5, 0, 1.5, 3, 3.75]
    case .latin: [4.5, 3, 0, 0, -1.5, -1.5, -1.5, 0, 3, 4.5]
    case .loudness: [6, 4, 0, 0, -2, 0, -1, -5, 5, 1]
    case .lounge: [-3, -1.5, -0.5, 1.5, 4, 2.5, 0, -1.5, 2, 1]
    case .piano: [3, 2, 0, 2.5, 3, 1.5, 3.5, 4.5, 3, 3.5]
    case .pop: [-1.5, -1, 0, 2, 4, 4, 2, 0, -1, -1.5]
    case .rnb: [2.62, 6.92, 5.65, 1.33, -2.19, -1.5, 2.32, 2.65, 3, 3.75]
    case .rock: [5, 4, 3, 1.5, -0.5, -1, 0.5, 2.5, 3.5, 4.5]
    case .smallSpeakers: [5.5, 4.25, 3.5, 2.5, 1.25, 0, -1.25, -2.5, -3.5, -4.25]
    case .spokenWord: [-3.46, -0.47, 0, 0.69, 3.46, 4.61, 4.84, 4.28, 2.54, 0]
    case .trebleBooster: [0, 0, 0, 0, 0, 1.25, 2.5, 3.5, 4.25, 5.5]
    case .trebleReducer: [0, 0, 0, 0, 0, -1.25, -2.5, -3.5, -4.25, -5.5]
    case .vocalBooster: [-1.5, -3, -3, 1.5, 3.75, 3.75, 3, 1.5, 0, -1.5]
    }
  }
}

/// Settings > Sound Check: off, or level songs by their loudness tags, per track or per album
/// (album falls back to the track's figure where a song has no album gain).
public enum SoundCheckMode: String, Sendable, CaseIterable {
  case off = "Off"
  case track = "Track"
  case album = "Album"
}

extension Settings {
  /// The effect that hands EQ and Sound Check to the audio engine.
  public var soundShaping: Effect { .shapeSound(equalizer: equalizer, soundCheck: soundCheck) }
}
