/// What the database remembers of a file to decide whether a rescan must open it again.
package struct StoredFile: Equatable, Sendable {
  /// Track id, or nil for a file that was skipped last time.
  let trackID: Int64?
  let size: Int64
  let mtime: Int64
  /// The reason a skipped file was left out.
  let reason: SkipReason?
}
