import Glibc

/// Whether a path from outside (`remote open`, MPRIS `OpenUri`) can be played before the core
/// is asked: the core reads no files, so a song of the library on a disk that is gone, or a
/// device such as /dev/zero, would otherwise be answered "done" though nothing plays.
/// Only `stat`: nothing is opened, so a FIFO cannot block the answer.
public enum OpenablePath {
  /// Why `path` cannot be opened; nil for a regular file or a folder.
  public static func problem(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return errno == ENOENT || errno == ENOTDIR
        ? "No such file: \(path) (is its disk mounted?)" : "Cannot read \(path): \(String(cString: strerror(errno)))"
    }
    let kind = info.st_mode & S_IFMT
    return kind == S_IFREG || kind == S_IFDIR ? nil : "Not a song or a folder: \(path)"
  }
}
