/// Why a picture could not be shown. The app shows a generated cover (or "can't show photo")
/// for all of them alike; the reason is for logs and tests, kept short.
public enum PictureError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read at all (missing, a directory, no permission, too big to read).
  case unreadable(String)
  /// Readable, but not something we decode (GIF, WebP, text) or larger than we allow.
  case unsupported(String)
  /// Looked like a JPEG or PNG but the decoder gave up (truncated, damaged, garbage).
  case corrupt(String)

  public var description: String {
    switch self {
    case .unreadable(let reason): "unreadable: \(reason)"
    case .unsupported(let reason): "unsupported: \(reason)"
    case .corrupt(let reason): "corrupt: \(reason)"
    }
  }
}
