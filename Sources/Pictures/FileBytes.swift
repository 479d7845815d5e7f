import Glibc

/// Reads a whole file with a size cap, through POSIX calls: a stray 4 GB file named cover.jpg
/// must fail fast instead of being pulled into memory.
enum FileBytes {
  /// Larger image files are refused unread (a 12000x12000 JPEG is far below this).
  static let maxBytes = 64 << 20

  static func read(_ path: String, limit: Int = maxBytes) -> Result<[UInt8], PictureError> {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .failure(.unreadable(errorText(errno))) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(.unreadable(errorText(errno))) }
    guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.unreadable("not a regular file")) }
    guard info.st_size <= limit else { return .failure(.unreadable("file too large")) }

    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    var filled = 0
    let failure: Int32? = bytes.withUnsafeMutableBytes { buffer in
      while filled < buffer.count {
        let got = Glibc.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
        if got < 0 {
          if errno == EINTR { continue }
          return errno
        }
        if got == 0 { break }  // the file shrank while we read it
        filled += got
      }
      return nil
    }
    if let failure { return .failure(.unreadable(errorText(failure))) }
    if filled < bytes.count { bytes.removeSubrange(filled...) }
    return .success(bytes)
  }

  private static func errorText(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
