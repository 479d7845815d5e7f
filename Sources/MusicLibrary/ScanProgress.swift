/// How far a scan has got, for the title bar ("Scanning 1,200 of 5,000").
public struct ScanProgress: Equatable, Sendable {
  public enum Phase: String, Sendable {
    /// Walking folders; only `filesSeen` grows.
    case finding
    /// Reading tags of new or changed files: `filesDone` of `filesToRead`.
    case reading
    /// Playlists and the final write.
    case finishing
  }

  public var phase: Phase
  /// Music and playlist files found so far.
  public var filesSeen: Int
  /// New or changed files whose tags have been read.
  public var filesDone: Int
  /// New or changed files to read in this scan (0 while finding).
  public var filesToRead: Int

  public init(phase: Phase, filesSeen: Int, filesDone: Int = 0, filesToRead: Int = 0) {
    self.phase = phase
    self.filesSeen = filesSeen
    self.filesDone = filesDone
    self.filesToRead = filesToRead
  }
}
