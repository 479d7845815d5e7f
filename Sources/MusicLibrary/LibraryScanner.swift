import Platform
import Dispatch

/// Brings the database in line with a folder: stats every file, opens only new or changed ones
/// (size or mtime differ), forgets vanished ones, and resolves playlists. One bad file is a
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

  /// Scans `root`; `progress` is called on the scanning thread, a few times per second at most.
  public func scan(root: String, progress: (ScanProgress) -> Void = { _ in }) throws -> ScanReport {
    let start = MonotonicClock.now()
    let rootPath = RawPath(root).normalized
    var report = ScanReport(root: root)
    var stored = try database.storedFiles()
    report.phases.append(("load cache", MonotonicClock.now() - start))
    var toRead: [FoundFile] = []
    var playlistFiles: [RawPath] = []
    var walker = DirectoryWalker()
    walker.walk(root: rootPath) { file in
      report.filesSeen += 1
      if report.filesSeen % 1_000 == 0 { progress(ScanProgress(phase: .finding, filesSeen: report.filesSeen)) }
      if file.kind == .playlist {
        playlistFiles.append(file.path)
        return
      }
      if let known = stored.removeValue(forKey: file.path), known.size == file.size, known.mtime == file.mtime {
        if let reason = known.reason {
          report.skipped.append(SkippedFile(path: file.path, reason: reason))
        } else {
          report.unchanged += 1
        }
        return
      }
      toRead.append(file)
    }
    report.phases.append(("walk", MonotonicClock.now() - start))
    report.skipped += walker.unreadableFolders.map { SkippedFile(path: $0, reason: .unreadableFolder) }
    let previouslyTracked = Set(stored.filter { $0.value.trackID != nil }.keys)
    report.removed = previouslyTracked.count
    try database.remove(Array(stored.keys))
    report.phases.append(("forget vanished", MonotonicClock.now() - start))
    try readAll(toRead, root: rootPath, report: &report, progress: progress)
    report.phases.append(("read tags", MonotonicClock.now() - start))
    progress(ScanProgress(phase: .finishing, filesSeen: report.filesSeen, filesDone: toRead.count, filesToRead: toRead.count))
    try resolvePlaylists(playlistFiles, report: &report)
    report.phases.append(("playlists", MonotonicClock.now() - start))
    report.tracks = try database.trackCount()
    if try database.meta("root") != root { try database.setMeta("root", root) }
    report.seconds = MonotonicClock.now() - start
    if let logPath, ScanLog.write(report, to: logPath) { report.logPath = logPath }
    return report
  }

  /// Reads tags of new and changed files in batches, on all cores, writing each batch at once.
  private func readAll(
    _ files: [FoundFile], root: RawPath, report: inout ScanReport, progress: (ScanProgress) -> Void
  ) throws {
    guard !files.isEmpty else { return }
    let known = try database.trackIDsByPath()
    var done = 0
    for batchStart in stride(from: 0, to: files.count, by: Self.batchSize) {
      let batch = Array(files[batchStart..<min(batchStart + Self.batchSize, files.count)])
      let updates = Self.read(batch, root: root, workers: workers)
      for (file, update) in zip(batch, updates) {
        switch update {
        case .track:
          if known[file.path] != nil { report.updated += 1 } else { report.added += 1 }
        case .skipped(_, let reason):
          if known[file.path] != nil { report.removed += 1 }
          report.skipped.append(SkippedFile(path: file.path, reason: reason))
        }
        if file.size > 0 && file.kind == .playable { report.filesRead += 1 }
      }
      try database.write(updates)
      done += batch.count
      progress(ScanProgress(phase: .reading, filesSeen: report.filesSeen, filesDone: done, filesToRead: files.count))
    }
  }

  /// Reads one batch on every core; results keep the batch's order.
  static func read(_ batch: [FoundFile], root: RawPath, workers: Int) -> [LibraryDatabase.FileUpdate] {
    let workers = max(1, min(workers, batch.count))
    let results = ResultSlots<LibraryDatabase.FileUpdate>(count: batch.count)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
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
