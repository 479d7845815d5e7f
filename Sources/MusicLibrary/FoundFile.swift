/// A file the walk found, with what a rescan compares: size and modification time.
public struct FoundFile: Sendable {
  public let path: RawPath
  public let size: Int64
  /// Modification time in nanoseconds since the epoch.
  public let mtime: Int64
  public let kind: AudioFormat.Kind
}
