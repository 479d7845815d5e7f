#if canImport(Glibc)
  import Glibc
#endif

/// A file or folder as the file system knows it (device + inode), whatever path reached it:
/// the walk enters a folder once and lists a file once, which ends symbolic-link loops.
struct FileIdentity: Hashable, Sendable {
  let device: UInt64
  let inode: UInt64

  init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }

  init(_ info: stat) {
    self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }
}

extension stat {
  /// Modification time in nanoseconds since the epoch.
  var modifiedNanoseconds: Int64 { Int64(st_mtim.tv_sec) * 1_000_000_000 + Int64(st_mtim.tv_nsec) }
  /// Status-change time in nanoseconds: any change to a folder's entries, mode or owner moves it,
  /// and no program can set it back.
  var changedNanoseconds: Int64 { Int64(st_ctim.tv_sec) * 1_000_000_000 + Int64(st_ctim.tv_nsec) }
}
