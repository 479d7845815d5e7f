/// The folder records a rescan compares with (see `FolderRecord`), and the mark that says they
/// describe every stored file: it is cleared before a scan's first change and set again, with
/// the records, at its end, so a scan cut short leaves the next one comparing file by file.
extension LibraryDatabase {
  static let foldersTable = """
    CREATE TABLE IF NOT EXISTS folders(
      path BLOB PRIMARY KEY, device INTEGER NOT NULL, inode INTEGER NOT NULL,
      ctime INTEGER NOT NULL, entries BLOB NOT NULL)
    """

  /// Every folder record, or nil when they cannot be trusted as a whole.
  func folderRecords() throws -> [RawPath: FolderRecord]? {
    guard try meta("folders") == "complete" else { return nil }
    let statement = try connection.prepare("SELECT path, device, inode, ctime, entries FROM folders")
    // Sized once: growing it rehashed every path a dozen times (a third of the load at 100,000 songs).
    var records: [RawPath: FolderRecord] = [:]
    records.reserveCapacity(Int(try connection.integer("SELECT count(*) FROM folders")))
    while try statement.step() {
      let identity = FileIdentity(
        device: UInt64(bitPattern: statement.int64(1)), inode: UInt64(bitPattern: statement.int64(2)))
      records[RawPath(bytes: statement.blob(0))] = FolderRecord(
        identity: identity, ctime: statement.int64(3), entries: statement.blob(4))
    }
    return records
  }

  /// Forgets that the records are complete, and the summary counts, before the first change
  /// of a scan: a scan cut short after it leaves neither claiming to describe the library.
  func markFoldersIncomplete() throws {
    try connection.execute("DELETE FROM meta WHERE key IN ('folders', 'counts', 'tracks')")
  }

  /// Stores changed records and drops forgotten ones (every old one when `replacingAll`), and
  /// marks the records complete, in one transaction.
  func saveFolders(_ changed: [(path: RawPath, record: FolderRecord)], forgetting: [RawPath], replacingAll: Bool) throws
  {
    try connection.transaction {
      if replacingAll { try connection.execute("DELETE FROM folders") }
      let forget = try connection.prepare("DELETE FROM folders WHERE path = ?")
      for path in forgetting where !replacingAll {
        forget.reset()
        forget.bind(1, path.bytes)
        try forget.step()
      }
      let save = try connection.prepare(
        "INSERT OR REPLACE INTO folders(path, device, inode, ctime, entries) VALUES(?, ?, ?, ?, ?)")
      for (path, record) in changed {
        save.reset()
        save.bind(1, path.bytes)
        save.bind(2, Int64(bitPattern: record.identity.device))
        save.bind(3, Int64(bitPattern: record.identity.inode))
        save.bind(4, record.ctime)
        save.bind(5, record.entries)
        try save.step()
      }
      try setMeta("folders", "complete")
    }
  }

  /// What the database knows of one path (a track or a skipped file).
  func storedFile(_ path: RawPath) throws -> StoredFile? {
    let statement = try connection.prepare(
      """
      SELECT id, size, mtime, NULL FROM tracks WHERE path = ?1
      UNION ALL SELECT NULL, size, mtime, reason FROM skipped WHERE path = ?1
      """)
    statement.bind(1, path.bytes)
    guard try statement.step() else { return nil }
    let reason = statement.isNull(3) ? nil : SkipReason(rawValue: statement.text(3))
    return StoredFile(
      trackID: statement.isNull(0) ? nil : statement.int64(0), size: statement.int64(1), mtime: statement.int64(2),
      reason: reason)
  }

  /// Every skipped file with its reason.
  func skippedFiles() throws -> [SkippedFile] {
    let statement = try connection.prepare("SELECT path, reason FROM skipped")
    var files: [SkippedFile] = []
    while try statement.step() {
      if let reason = SkipReason(rawValue: statement.text(1)) {
        files.append(SkippedFile(path: RawPath(bytes: statement.blob(0)), reason: reason))
      }
    }
    return files
  }
}
