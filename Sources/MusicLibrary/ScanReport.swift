/// What a scan found and did; `ScanCommand` prints it and the app shows its counts.
public struct ScanReport: Sendable {
  public var root: String
  /// Tracks in the library after the scan.
  public var tracks = 0
  public var added = 0
  public var updated = 0
  public var removed = 0
  public var unchanged = 0
  /// Files opened to read tags in this scan (new or changed ones only).
  public var filesRead = 0
  /// Music and playlist files found.
  public var filesSeen = 0
  /// Every file or folder not in the library, including ones remembered from earlier scans.
  public var skipped: [SkippedFile] = []
  public var playlists: [Playlist] = []
  public var missingPlaylistEntries: [MissingPlaylistEntry] = []
  public var seconds = 0.0
  /// Seconds since the start at the end of each phase, for benchmarks.
  public var phases: [(String, Double)] = []
  /// Where the list of skipped files was written, if it could be.
  public var logPath: String?

  public init(root: String) { self.root = root }

  public var filesPerSecond: Double { seconds > 0 ? Double(filesSeen) / seconds : 0 }

  public var skippedCounts: [SkipReason: Int] {
    skipped.reduce(into: [:]) { $0[$1.reason, default: 0] += 1 }
  }
}
