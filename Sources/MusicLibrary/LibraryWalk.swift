import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The scan's walk of the folder tree, on every core, compared with what the database knows.
///
/// Folders are visited level by level (each level's folders shared among the workers), and
/// each level's subfolders are claimed in order by identity (device + inode) on the scanning
/// thread, so the outcome never depends on which thread was quicker. Symbolic links, and files
/// with several hard links, are resolved after the plain tree, one by one in path order: a
/// folder or file reached both by its own path and through a link is listed under its own path,
/// and a link loop ends at the first folder seen again. Files come out in the order a
/// depth-first walk in name order meets them (the order tracks are numbered in).
///
/// The walk stays in one library: every folder is entered once (by device and inode); a link
/// to a folder that contains the library (`/`, the home folder) is not followed, nor is any
/// folder on a pseudo file system (/proc, /sys, /dev: see `FileSystemKind`); links to other
/// real folders (music on another disk) are. Refused links are reported, not walked.
package struct LibraryWalk {
  let baseline: ScanBaseline
  let workers: Int
  /// ctimes from this time on (nanoseconds since the epoch) are too recent to trust.
  let racyAfter: Int64
  /// What the database knows of one path, for links and hard-linked files.
  let lookup: (RawPath) throws -> StoredFile?

  package init(
    baseline: ScanBaseline, workers: Int, racyAfter: Int64, lookup: @escaping (RawPath) throws -> StoredFile?
  ) {
    self.baseline = baseline
    self.workers = workers
    self.racyAfter = racyAfter
    self.lookup = lookup
  }

  package struct Result {
    var toRead: [FoundFile] = []
    var unchanged = 0
    package var filesSeen = 0
    /// Paths the database knows that are no longer files of the library.
    var vanished: [RawPath] = []
    var playlists: [RawPath] = []
    var unreadable: [RawPath] = []
    /// Folder records that changed or are new.
    var records: [(path: RawPath, record: FolderRecord)] = []
    /// Recorded folders not visited this time.
    var forgottenFolders: [RawPath] = []
    /// Links (and mount points) that lead out of the library: to an ancestor, or a pseudo file system.
    var refusedLinks: [RawPath] = []
  }

  /// Walks `root`; `progress` gets the number of files seen so far, between levels.
  package func run(root: RawPath, progress: (Int) -> Void = { _ in }) throws -> Result {
    var result = Result()
    var folders = Set<FileIdentity>()
    var rootInfo = stat()
    let rootTask: FolderTask
    if root.withCString({ stat($0, &rootInfo) }) == 0 {
      rootTask = FolderTask(path: root, identity: FileIdentity(rootInfo), ctime: rootInfo.changedNanoseconds)
      folders.insert(rootTask.identity)
    } else {
      rootTask = FolderTask(path: root, identity: FileIdentity(device: 0, inode: 0), ctime: 0)
    }
    if FileSystemKind.isPseudo(root) {
      result.refusedLinks.append(root)
      return result
    }
    let ancestors = Self.ancestors(of: root)
    let rootDescriptor = root.withCString { open($0, FolderVisit.pathOnly | O_DIRECTORY | O_CLOEXEC) }
    defer { if rootDescriptor >= 0 { close(rootDescriptor) } }
    let opener = FolderOpener(root: root, descriptor: rootDescriptor)
    var visitedPaths: [RawPath] = []
    var matchedStored: [RawPath] = []
    var visits: [FolderVisit] = []  // their plain files, should a link to a file need them
    var roots = [rootTask]
    var linkedFiles = Set<FileIdentity>()
    var plainFileSet: Set<FileIdentity>?
    while !roots.isEmpty {
      var deferred: [RawPath] = []
      for visit in walkTrees(
        roots, opener: opener, folders: &folders, refused: &result.refusedLinks, seenBefore: result.filesSeen,
        progress: progress)
      {
        guard visit.readable else {
          result.unreadable.append(visit.task.path)
          continue
        }
        if visit.hadRecord { visitedPaths.append(visit.task.path) }
        if let record = visit.record { result.records.append((visit.task.path, record)) }
        result.toRead += visit.toRead
        result.unchanged += visit.unchanged
        result.filesSeen += visit.filesSeen
        result.vanished += visit.vanished
        result.playlists += visit.playlists
        deferred += visit.deferred
        visits.append(visit)
        matchedStored += visit.matchedStored
      }
      roots = []
      for path in deferred.sorted() {
        var info = stat()
        let known = try storedFile(path, matched: &matchedStored)
        guard path.withCString({ stat($0, &info) }) == 0 else {
          if known != nil { result.vanished.append(path) }
          continue
        }
        let identity = FileIdentity(info)
        let kind = path.lastComponent.bytes.withUnsafeBufferPointer { AudioFormat.kind(ofName: $0) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
          if ancestors.contains(identity) || (!folders.contains(identity) && FileSystemKind.isPseudo(path)) {
            result.refusedLinks.append(path)
          } else if folders.insert(identity).inserted {
            roots.append(FolderTask(path: path, identity: identity, ctime: info.changedNanoseconds))
          }
        case S_IFREG where kind != .other:
          if plainFileSet == nil { plainFileSet = Set(visits.flatMap(\.identities)) }
          guard !plainFileSet!.contains(identity), linkedFiles.insert(identity).inserted else { break }
          result.filesSeen += 1
          if kind == .playlist {
            result.playlists.append(path)
          } else if let known, known.size == Int64(info.st_size), known.mtime == info.modifiedNanoseconds {
            result.unchanged += 1
          } else {
            result.toRead.append(
              FoundFile(path: path, size: Int64(info.st_size), mtime: info.modifiedNanoseconds, kind: kind))
          }
          continue
        default:
          break
        }
        if known != nil { result.vanished.append(path) }
      }
    }
    switch baseline {
    case .records(let records) where visitedPaths.count < records.count:
      let visited = Set(visitedPaths)
      for (path, record) in records where !visited.contains(path) {
        result.forgottenFolders.append(path)
        _ = record.entries.withUnsafeBufferPointer { blob in
          FolderEntries.forEach(in: blob) { entry in
            if entry.kind != .folder { result.vanished.append(path.appending(entry.name)) }
            return true
          }
        }
      }
    case .records:
      break  // every record was visited
    case .stored(let stored):
      var leftover = stored
      for path in matchedStored { leftover.removeValue(forKey: path) }
      result.vanished += leftover.keys
    }
    return result
  }

  /// The identities of the folders that contain `root` (its real path's parents, up to `/`):
  /// a link to one of them would walk the library's surroundings, or the whole machine.
  static func ancestors(of root: RawPath) -> Set<FileIdentity> {
    guard let real = root.withCString({ realpath($0, nil) }) else { return [] }
    defer { free(real) }
    var path = RawPath(
      bytes: Array(
        UnsafeBufferPointer(start: UnsafeRawPointer(real).assumingMemoryBound(to: UInt8.self), count: strlen(real))))
    var found = Set<FileIdentity>()
    while path.bytes.count > 1 {
      path = path.parent
      var info = stat()
      if path.withCString({ stat($0, &info) }) == 0 { found.insert(FileIdentity(info)) }
    }
    return found
  }

  /// The stored state of a deferred path (`.stored` baseline: noted as met).
  private func storedFile(_ path: RawPath, matched: inout [RawPath]) throws -> StoredFile? {
    switch baseline {
    case .records: return try lookup(path)
    case .stored(let stored):
      let known = stored[path]
      if known != nil { matched.append(path) }
      return known
    }
  }

  /// Visits the plain trees under `roots`, level by level; returns the visits depth-first.
  private func walkTrees(
    _ roots: [FolderTask], opener: FolderOpener, folders: inout Set<FileIdentity>, refused: inout [RawPath],
    seenBefore: Int, progress: (Int) -> Void
  ) -> [FolderVisit] {
    var visits: [FolderVisit] = []
    var children: [[Int]] = []
    var level = roots
    var parents = [Int](repeating: -1, count: roots.count)
    var seen = seenBefore
    while !level.isEmpty {
      let base = visits.count
      var next: [FolderTask] = []
      var nextParents: [Int] = []
      for (offset, visit) in visitLevel(level, opener: opener).enumerated() {
        children.append([])
        if parents[offset] >= 0 { children[parents[offset]].append(base + offset) }
        for subfolder in visit.subfolders where folders.insert(subfolder.identity).inserted {
          // A mount point (another device) may be a pseudo file system mounted in the library.
          if subfolder.identity.device != visit.task.identity.device && FileSystemKind.isPseudo(subfolder.path) {
            refused.append(subfolder.path)
            continue
          }
          next.append(subfolder)
          nextParents.append(base + offset)
        }
        seen += visit.filesSeen
        visits.append(visit)
      }
      progress(seen)
      level = next
      parents = nextParents
    }
    // Depth-first, a folder's own files before its subfolders', subfolders in name order.
    var ordered: [FolderVisit] = []
    ordered.reserveCapacity(visits.count)
    var stack = Array((0..<roots.count).reversed())
    while let index = stack.popLast() {
      ordered.append(visits[index])
      stack += children[index].reversed()
    }
    return ordered
  }

  /// Visits one level's folders on every core; results in the level's order.
  private func visitLevel(_ level: [FolderTask], opener: FolderOpener) -> [FolderVisit] {
    let threads = min(workers, level.count)
    let results = ResultSlots<FolderVisit>(count: level.count)
    let next = Atomic<Int>(0)
    let baseline = baseline
    let racyAfter = racyAfter
    ScanThread.run(threads) { _ in
      var scratch = FolderVisit.Scratch()
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < level.count else { break }
        results.set(
          FolderVisit.visit(level[index], baseline: baseline, racyAfter: racyAfter, opener: opener, scratch: &scratch),
          at: index)
      }
    }
    return results.collect().map { $0! }
  }
}
