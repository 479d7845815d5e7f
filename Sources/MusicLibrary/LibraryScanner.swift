import Platform

#if canImport(Glibc)
  import Glibc
#endif

/// Brings the database in line with a folder: stats every file, opens only new or changed ones
/// (size or mtime differ), forgets vanished ones, and resolves playlists. Folders unchanged
/// since the last scan are not listed again (see `FolderRecord`). One bad file is a
/// counted, logged skip, never the end of a scan.
public final class LibraryScanner {
  /// Files read per batch: one transaction and one progress report each.
  static let batchSize = 512
  let database: LibraryDatabase
  let logPath: String?
  /// Threads reading tags at once: every core unless told (a test compares one with many).
  let workers: Int

  /// Uses `database` (a connection owned by the calling thread); writes the log to `logPath`.
  public init(database: LibraryDatabase, logPath: String?, workers: Int? = nil) {
    self.database = database
    self.logPath = logPath
    self.workers = max(1, workers ?? Self.sysconfWorkers())
  }

  /// Folders whose status changed less than this many seconds before the scan are listed
  /// again next time: a change in the same clock tick as the scan would not move their ctime.
  public var folderTrustDelay = 2.0

  /// Scans `root`; `progress` is called on the scanning thread, a few times per second at most.
  public func scan(root: String, progress: (ScanProgress) -> Void = { _ in }) throws -> ScanReport {
    let start = MonotonicClock.now()
    let rootPath = RawPath(root).normalized
    var report = ScanReport(root: root)
    let records = try database.folderRecords()
    let baseline: ScanBaseline = if let records { .records(records) } else { .stored(try database.storedFiles()) }
    report.phases.append(("load cache", MonotonicClock.now() - start))
    let walk = LibraryWalk(
      baseline: baseline, workers: workers, racyAfter: WallClock.nanoseconds() - Int64(folderTrustDelay * 1e9),
      lookup: { [database] in try database.storedFile($0) })
    let found = try walk.run(root: rootPath) { progress(ScanProgress(phase: .finding, filesSeen: $0)) }
    report.filesSeen = found.filesSeen
    report.phases.append(("walk", MonotonicClock.now() - start))
    report.skipped += found.unreadable.map { SkippedFile(path: $0, reason: .unreadableFolder) }
    report.skipped += found.refusedLinks.map { SkippedFile(path: $0, reason: .linkOutsideLibrary) }
    if !(found.vanished.isEmpty && found.toRead.isEmpty) { try database.markFoldersIncomplete() }
    report.removed = try database.remove(found.vanished)
    report.phases.append(("forget vanished", MonotonicClock.now() - start))
    let intoEmpty = if case .stored(let stored) = baseline { stored.isEmpty } else { false }
    let skippedRead = try readAll(
      found.toRead, root: rootPath, intoEmpty: intoEmpty, report: &report, progress: progress)
    let skipped = try database.skippedFiles()
    report.skipped += skipped
    // Skipped ones are not "unchanged" tracks.
    report.unchanged = max(0, found.unchanged - (skipped.count - skippedRead))
    if records == nil || !found.records.isEmpty || !found.forgottenFolders.isEmpty {
      try database.saveFolders(found.records, forgetting: found.forgottenFolders, replacingAll: records == nil)
    }
    report.phases.append(("read tags", MonotonicClock.now() - start))
    progress(
      ScanProgress(
        phase: .finishing, filesSeen: report.filesSeen, filesDone: found.toRead.count, filesToRead: found.toRead.count))
    try resolvePlaylists(found.playlists, report: &report)
    report.phases.append(("playlists", MonotonicClock.now() - start))
    report.tracks = try database.keptTrackCount()
    if try database.meta("root") != root { try database.setMeta("root", root) }
    report.seconds = MonotonicClock.now() - start
    if let logPath, ScanLog.write(report, to: logPath) { report.logPath = logPath }
    return report
  }

  /// Reads tags of new and changed files in batches, on all cores, writing each batch at once.
  /// Returns how many of them were skipped. `intoEmpty`: the library was empty at the start.
  private func readAll(
    _ files: [FoundFile], root: RawPath, intoEmpty: Bool, report: inout ScanReport, progress: (ScanProgress) -> Void
  ) throws -> Int {
    var done = 0
    var skipped = 0
    let batches = stride(from: 0, to: files.count, by: Self.batchSize).map {
      Array(files[$0..<min($0 + Self.batchSize, files.count)])
    }
    var next = batches.first.map { ReadAhead($0, root: root, workers: workers) }
    for (index, batch) in batches.enumerated() {
      let updates = next!.wait()
      next = index + 1 < batches.count ? ReadAhead(batches[index + 1], root: root, workers: workers) : nil
      let wasTrack: [Bool]
      do {
        wasTrack = try database.write(updates, newPaths: intoEmpty)
      } catch {
        _ = next?.wait()  // nothing may still be reading when the scan ends
        throw error
      }
      for ((file, update), known) in zip(zip(batch, updates), wasTrack) {
        switch update {
        case .track:
          if known { report.updated += 1 } else { report.added += 1 }
        case .skipped:
          if known { report.removed += 1 }
          skipped += 1
        }
        if file.size > 0 && file.kind == .playable { report.filesRead += 1 }
      }
      done += batch.count
      progress(ScanProgress(phase: .reading, filesSeen: report.filesSeen, filesDone: done, filesToRead: files.count))
    }
    return skipped
  }

  /// Reads one batch on every core; results keep the batch's order.
  static func read(_ batch: [FoundFile], root: RawPath, workers: Int) -> [LibraryDatabase.FileUpdate] {
    let workers = max(1, min(workers, batch.count))
    let results = ResultSlots<LibraryDatabase.FileUpdate>(count: batch.count)
    ScanThread.run(workers) { worker in
      for i in stride(from: worker, to: batch.count, by: workers) {
        results.set(update(for: batch[i], root: root), at: i)
      }
    }
    return results.collect().map { $0! }
  }

  static func update(for file: FoundFile, root: RawPath) -> LibraryDatabase.FileUpdate {
    if file.kind == .unsupported { return .skipped(file, .unsupportedFormat) }
    if file.size == 0 { return .skipped(file, .zeroByte) }
    switch TagReader.read(file.path) {
    case .skipped(let reason):
      return .skipped(file, reason)
    case .tags(var tags):
      FallbackTags.apply(to: &tags, path: file.path, root: root)
      return .track(file, tags)
    }
  }
}
