#if canImport(Glibc)
  import Glibc
#endif

/// A folder the walk is to enter: its path, and what stat said of it when its parent was read.
struct FolderTask: Sendable {
  let path: RawPath
  let identity: FileIdentity
  let ctime: Int64
}

/// What a rescan compares a file with: the folder's record (the usual case), or, when the
/// records cannot be trusted as a whole (first scan, an older cache, a scan cut short), every
/// stored file by path.
package enum ScanBaseline: Sendable {
  case records([RawPath: FolderRecord])
  case stored([RawPath: StoredFile])
}

/// One folder's share of a scan: listed with readdir, or, when its record still holds, only
/// its recorded entries stat'ed. Runs on any worker thread; touches no shared state.
///
/// A class, so that handing a visit from the worker to the walk's lists copies one reference,
/// not a dozen arrays' worth of retains. Unchecked Sendable is sound: a visit is filled by one
/// worker and read by the scanning thread only after that worker has been joined.
final class FolderVisit: @unchecked Sendable {
  let task: FolderTask
  var readable = true
  /// Whether a stored record was found for this folder's path.
  var hadRecord = false
  /// The record to store; nil when the stored one still holds.
  var record: FolderRecord?
  var toRead: [FoundFile] = []
  var unchanged = 0
  var filesSeen = 0
  /// Files the database knows here that are gone (or are no longer plain files).
  var vanished: [RawPath] = []
  var playlists: [RawPath] = []
  var subfolders: [FolderTask] = []
  /// Links and multiply-linked files, for the walk's serial pass.
  var deferred: [RawPath] = []
  /// Plain files found, so that a link to one of them is not listed twice.
  var identities: [FileIdentity] = []
  /// Stored paths met (`.stored` baseline only): the rest have vanished.
  var matchedStored: [RawPath] = []

  init(task: FolderTask) { self.task = task }

  /// Per-thread buffers reused from folder to folder, so a folder costs no allocation beyond
  /// its results.
  struct Scratch {
    var names: [UInt8] = []
    var listed: [(start: Int, count: Int, type: UInt8)] = []
    var order: [Int] = []
    var blob: [UInt8] = []
    var cName = [CChar](repeating: 0, count: 257)

    init() {}
  }

  /// Linux's O_PATH (not exported to Swift): a descriptor for fstatat only, the cheapest open.
  static let pathOnly: Int32 = 0o10_000_000

  /// Visits `task`. `racyAfter`: ctimes from this time on (nanoseconds) are not trusted.
  static func visit(
    _ task: FolderTask, baseline: ScanBaseline, racyAfter: Int64, opener: FolderOpener, scratch: inout Scratch
  ) -> FolderVisit {
    var old: FolderRecord?
    if case .records(let records) = baseline { old = records[task.path] }
    let visit = visit(task, old: old, baseline: baseline, racyAfter: racyAfter, opener: opener, scratch: &scratch)
    visit.hadRecord = old != nil
    return visit
  }

  private static func visit(
    _ task: FolderTask, old: FolderRecord?, baseline: ScanBaseline, racyAfter: Int64, opener: FolderOpener,
    scratch: inout Scratch
  ) -> FolderVisit {
    if let old, old.identity == task.identity, old.ctime != 0, old.ctime == task.ctime,
      let visit = fromRecord(task, old, racyAfter: racyAfter, opener: opener, scratch: &scratch)
    {
      return visit
    }
    return listing(task, old: old, baseline: baseline, racyAfter: racyAfter, opener: opener, scratch: &scratch)
  }

  /// The folder is as recorded: stat each recorded entry. Nil if what stat says contradicts
  /// the record (then the folder is listed).
  private static func fromRecord(
    _ task: FolderTask, _ old: FolderRecord, racyAfter: Int64, opener: FolderOpener, scratch: inout Scratch
  ) -> FolderVisit? {
    let fd = opener.open(task.path, flags: pathOnly | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    let visit = FolderVisit(task: task)
    visit.identities.reserveCapacity(old.entries.count / 19)  // the smallest file entry's bytes
    scratch.blob.removeAll(keepingCapacity: true)
    var consistent = true
    let wellFormed = old.entries.withUnsafeBufferPointer { blob in
      FolderEntries.forEach(in: blob) { entry in
        if entry.kind == .deferred {
          visit.deferred.append(task.path.appending(entry.name))
          FolderEntries.append(.deferred, name: entry.name, to: &scratch.blob)
          return true
        }
        var info = stat()
        guard statEntry(entry.name, in: fd, &info, cName: &scratch.cName) else {
          consistent = false
          return false
        }
        let type = info.st_mode & S_IFMT
        if entry.kind == .folder {
          guard type == S_IFDIR else {
            consistent = false
            return false
          }
          visit.subfolders.append(
            FolderTask(
              path: task.path.appending(entry.name), identity: FileIdentity(info), ctime: info.changedNanoseconds))
          FolderEntries.append(.folder, name: entry.name, to: &scratch.blob)
          return true
        }
        guard type == S_IFREG, info.st_nlink <= 1 else {
          consistent = false
          return false
        }
        visit.file(
          entry.name, info, kind: AudioFormat.kind(ofName: entry.name), known: (entry.size, entry.mtime),
          blob: &scratch.blob)
        return true
      }
    }
    guard consistent, wellFormed else { return nil }
    visit.finish(old: old, racyAfter: racyAfter, blob: scratch.blob)
    return visit
  }

  /// Lists the folder and compares each music file with the record (or the stored files).
  private static func listing(
    _ task: FolderTask, old: FolderRecord?, baseline: ScanBaseline, racyAfter: Int64, opener: FolderOpener,
    scratch: inout Scratch
  ) -> FolderVisit {
    let visit = FolderVisit(task: task)
    let descriptor = opener.open(task.path, flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0, let dir = fdopendir(descriptor) else {
      if descriptor >= 0 { close(descriptor) }
      visit.readable = false
      return visit
    }
    defer { closedir(dir) }
    scratch.names.removeAll(keepingCapacity: true)
    scratch.listed.removeAll(keepingCapacity: true)
    while let entry = readdir(dir) {
      withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        let count = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
        guard count > 0, raw[0] != 0x2E else { return }  // hidden (and "." and "..")
        scratch.listed.append((scratch.names.count, count, entry.pointee.d_type))
        scratch.names.append(contentsOf: raw.prefix(count))
      }
    }
    let fd = dirfd(dir)
    visit.identities.reserveCapacity(scratch.listed.count)
    scratch.blob.removeAll(keepingCapacity: true)
    scratch.order.removeAll(keepingCapacity: true)
    scratch.order.append(contentsOf: scratch.listed.indices)
    let storedFiles: [RawPath: StoredFile]? = if case .stored(let files) = baseline { files } else { nil }
    scratch.names.withUnsafeBufferPointer { names in
      let listed = scratch.listed
      func name(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: names[listed[i].start..<(listed[i].start + listed[i].count)])
      }
      scratch.order.sort { FolderEntries.precedes(name($0), name($1)) }
      var recorded = RecordCursor(old?.entries ?? [])
      for i in scratch.order {
        let name = name(i)
        let previous = recorded.advance(to: name, vanished: &visit.vanished, folder: task.path)
        let kind = AudioFormat.kind(ofName: name)
        let type = Int32(listed[i].type)
        if type == DT_REG && kind == .other { continue }  // no stat for covers, notes, ...
        var info = stat()
        guard type != DT_LNK, statEntry(name, in: fd, &info, cName: &scratch.cName, follow: false) else {
          if type == DT_LNK { visit.deferEntry(name, blob: &scratch.blob) }
          continue  // vanished between readdir and stat
        }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
          visit.deferEntry(name, blob: &scratch.blob)
        case S_IFDIR:
          if previous.map({ $0.kind != .folder }) == true { visit.vanished.append(task.path.appending(name)) }
          visit.subfolders.append(
            FolderTask(path: task.path.appending(name), identity: FileIdentity(info), ctime: info.changedNanoseconds))
          FolderEntries.append(.folder, name: name, to: &scratch.blob)
        case S_IFREG where kind != .other && info.st_nlink > 1:
          visit.deferEntry(name, blob: &scratch.blob)
        case S_IFREG where kind != .other:
          if let storedFiles {
            let path = task.path.appending(name)
            let known = storedFiles[path]
            if known != nil { visit.matchedStored.append(path) }
            visit.file(name, info, kind: kind, known: known.map { ($0.size, $0.mtime) }, blob: &scratch.blob)
          } else {
            let known = previous?.kind == .file ? (previous!.size, previous!.mtime) : nil
            visit.file(name, info, kind: kind, known: known, blob: &scratch.blob)
          }
        default:
          if previous.map({ $0.kind != .folder }) == true { visit.vanished.append(task.path.appending(name)) }
        }
      }
      recorded.finish(vanished: &visit.vanished, folder: task.path)
    }
    visit.finish(old: old, racyAfter: racyAfter, blob: scratch.blob)
    return visit
  }

  /// A plain music or playlist file: unchanged when `known` (size, mtime) matches.
  private func file(
    _ name: UnsafeBufferPointer<UInt8>, _ info: stat, kind: AudioFormat.Kind, known: (Int64, Int64)?,
    blob: inout [UInt8]
  ) {
    let size = Int64(info.st_size)
    let mtime = info.modifiedNanoseconds
    FolderEntries.append(.file, name: name, size: size, mtime: mtime, to: &blob)
    filesSeen += 1
    identities.append(FileIdentity(info))
    if kind == .playlist {
      playlists.append(task.path.appending(name))
    } else if let known, known == (size, mtime) {
      unchanged += 1
    } else {
      toRead.append(FoundFile(path: task.path.appending(name), size: size, mtime: mtime, kind: kind))
    }
  }

  private func deferEntry(_ name: UnsafeBufferPointer<UInt8>, blob: inout [UInt8]) {
    deferred.append(task.path.appending(name))
    FolderEntries.append(.deferred, name: name, to: &blob)
  }

  /// Sets `record` when what was seen differs from the stored record.
  private func finish(old: FolderRecord?, racyAfter: Int64, blob: [UInt8]) {
    let fresh = FolderRecord(identity: task.identity, ctime: task.ctime >= racyAfter ? 0 : task.ctime, entries: [])
    if let old, old.identity == fresh.identity, old.ctime == fresh.ctime, old.entries == blob { return }
    record = FolderRecord(identity: fresh.identity, ctime: fresh.ctime, entries: blob)
  }

  /// fstatat of a name that is not NUL-terminated, through a reused buffer.
  private static func statEntry(
    _ name: UnsafeBufferPointer<UInt8>, in folder: Int32, _ info: inout stat, cName: inout [CChar], follow: Bool = true
  ) -> Bool {
    cName.withUnsafeMutableBufferPointer { buffer in
      UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(name))
      buffer[name.count] = 0
      return fstatat(folder, buffer.baseAddress!, &info, follow ? 0 : AT_SYMLINK_NOFOLLOW) == 0
    }
  }
}

/// Walks a folder's recorded entries alongside its sorted listing.
private struct RecordCursor {
  let blob: [UInt8]
  var entries: [(kind: FolderEntries.Kind, start: Int, count: Int, size: Int64, mtime: Int64)] = []
  var next = 0

  init(_ blob: [UInt8]) {
    self.blob = blob
    guard !blob.isEmpty else { return }
    var found: [(FolderEntries.Kind, Int, Int, Int64, Int64)] = []
    _ = blob.withUnsafeBufferPointer { base in
      FolderEntries.forEach(in: base) { entry in
        found.append(
          (entry.kind, entry.name.baseAddress! - base.baseAddress!, entry.name.count, entry.size, entry.mtime))
        return true
      }
    }
    entries = found.map { (kind: $0.0, start: $0.1, count: $0.2, size: $0.3, mtime: $0.4) }
  }

  /// The recorded entry named `name`, if any; recorded files passed over have vanished.
  mutating func advance(to name: UnsafeBufferPointer<UInt8>, vanished: inout [RawPath], folder: RawPath)
    -> (kind: FolderEntries.Kind, size: Int64, mtime: Int64)?
  {
    blob.withUnsafeBufferPointer { base in
      while next < entries.count {
        let entry = entries[next]
        let recorded = UnsafeBufferPointer(rebasing: base[entry.start..<(entry.start + entry.count)])
        if FolderEntries.precedes(recorded, name) {
          if entry.kind != .folder { vanished.append(folder.appending(recorded)) }
          next += 1
          continue
        }
        guard !FolderEntries.precedes(name, recorded) else { return nil }
        next += 1
        return (entry.kind, entry.size, entry.mtime)
      }
      return nil
    }
  }

  /// Recorded files after the last listed name have vanished too.
  mutating func finish(vanished: inout [RawPath], folder: RawPath) {
    blob.withUnsafeBufferPointer { base in
      for entry in entries[next...] where entry.kind != .folder {
        vanished.append(
          folder.appending(UnsafeBufferPointer(rebasing: base[entry.start..<(entry.start + entry.count)])))
      }
    }
    next = entries.count
  }
}
