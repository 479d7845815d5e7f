/// Settings > Audiobooks: how fast spoken word plays, as on the iPod (pitch kept by the
/// engine's time-stretch). Applies to audiobooks and podcasts, never to music.
public enum AudiobookSpeed: String, Sendable, CaseIterable {
  case slower = "Slower"
  case normal = "Normal"
  case faster = "Faster"

  /// The playback rate handed to the audio engine.
  public var ratio: Double {
    switch self {
    case .slower: 0.8
    case .normal: 1
    case .faster: 1.25
    }
  }
}
