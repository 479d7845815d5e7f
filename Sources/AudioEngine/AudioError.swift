/// Why the engine could not do something; every case carries a sentence for the UI or a log.
public enum AudioError: Error, Equatable, Sendable, CustomStringConvertible {
  /// ALSA could not open or configure the playback device (the normal case without a sound card).
  case noDevice(device: String, reason: String)
  /// FFmpeg could not open or decode a file (or a generated test signal could not be written).
  case cannotDecode(path: String, reason: String)
  /// The sounds folder or a sound in it is missing.
  case missingSound(String)

  public var description: String {
    switch self {
    case .noDevice(let device, let reason): "audio device \"\(device)\" unavailable: \(reason)"
    case .cannotDecode(let path, let reason): "cannot decode \(path): \(reason)"
    case .missingSound(let what): "missing sound: \(what)"
    }
  }
}
