#if canImport(Glibc)
  import Glibc
#endif

/// Whether a path is there and is a folder (the rest of file access is in Platform).
enum FileSystem {
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }
}
