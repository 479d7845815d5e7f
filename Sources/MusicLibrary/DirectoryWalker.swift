import Platform
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file the walker found, with what a rescan compares: size and modification time.
public struct FoundFile: Sendable {
  public let path: RawPath
  public let size: Int64
  /// Modification time in nanoseconds since the epoch.
  public let mtime: Int64
  public let kind: AudioFormat.Kind
}

/// Walks a folder tree with opendir/readdir, so names are the exact bytes on disk (UTF-8 or
/// not), following symbolic links but never entering a folder twice (device + inode), which
/// ends symlink loops. Hidden entries (a leading ".") are skipped; folders that cannot be opened
/// are reported, not fatal.
struct DirectoryWalker {
  private var visitedFolders = Set<FileIdentity>()
  private var visitedFiles = Set<FileIdentity>()
  private(set) var unreadableFolders: [RawPath] = []

  struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64
  }

  /// Calls `found` for every audio, unsupported-audio and playlist file under `root`.
  mutating func walk(root: RawPath, found: (FoundFile) -> Void) {
    var pending: [RawPath] = [root]
    var rootInfo = stat()
    if root.withCString({ stat($0, &rootInfo) }) == 0 {
      visitedFolders.insert(FileIdentity(device: UInt64(rootInfo.st_dev), inode: UInt64(rootInfo.st_ino)))
    }
    while let folder = pending.popLast() {
      let listed: Void? = DirectoryListing.withVisibleEntries(of: folder.bytes) { entries, fd in
        // Sorted, NUL-terminated names: fstatat and the extension test read them as C strings.
        let names = entries.map { $0.name + [0] }.sorted { $0.lexicographicallyPrecedes($1) }
        var subfolders: [RawPath] = []
        for name in names {
          // Cheap name test first: a folder needs no extension, a file needs a known one.
          let kind = name.withUnsafeBufferPointer { AudioFormat.kind(ofName: UnsafeBufferPointer(rebasing: $0.dropLast())) }
          var info = stat()
          let statResult = name.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { fstatat(fd, $0.baseAddress!, &info, 0) }
          }
          guard statResult == 0 else { continue }  // dangling symlink
          let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
          switch info.st_mode & S_IFMT {
          case S_IFDIR:
            if visitedFolders.insert(identity).inserted { subfolders.append(folder.appending(name.dropLast())) }
          case S_IFREG:
            guard kind != .other, visitedFiles.insert(identity).inserted else { continue }
            let mtime = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            let path = folder.appending(name.dropLast())
            found(FoundFile(path: path, size: Int64(info.st_size), mtime: mtime, kind: kind))
          default:
            continue
          }
        }
        // Reversed so that popLast visits subfolders in name order.
        pending.append(contentsOf: subfolders.reversed())
      }
      if listed == nil { unreadableFolders.append(folder) }
    }
  }
}
