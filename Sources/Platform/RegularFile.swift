import Foundation

/// Opens the files the program reads itself, whoever put them there: a FIFO, a device or a
/// folder where a note, a cover or a playlist should be is refused at once, never waited on.
///
/// The open is `O_NONBLOCK` (an `open` of a FIFO without a writer otherwise blocks for ever),
/// then `fstat` on the descriptor decides (a `stat` before the open could be raced by a swap);
/// what is not a regular file, or is larger than the kind of file may be, is refused. Every
/// read of the program's own files and of files in the library goes through here; libraries
/// that only take a path are first asked `isRegular` (see README "Files").
public enum RegularFile {
  /// Size limits per kind of file, in bytes.
  public enum Limit {
    /// Notes, settings, playlists, lyrics, small state files.
    public static let text = 1 << 20
    /// Audiobooks, videos, songs: files that may be gigabytes, but not more than this.
    public static let media = 1 << 40
  }

  /// A descriptor for `pathBytes` (blocking mode restored, close-on-exec), or nil when nothing
  /// is there; throws when it is not a regular file, is over `limit` bytes, or cannot be opened.
  /// The caller closes it.
  public static func open(pathBytes: [UInt8], limit: Int) throws -> (descriptor: Int32, size: Int)? {
    let path = String(decoding: pathBytes, as: UTF8.self)  // for messages only
    let fd = (pathBytes + [0]).withUnsafeBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { Foundation.open($0.baseAddress!, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    }
    if fd < 0 {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw AtomicFile.Failure.cannotRead(path, String(cString: strerror(errno)))
    }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let why = String(cString: strerror(errno))
      close(fd)
      throw AtomicFile.Failure.cannotRead(path, why)
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      close(fd)
      throw AtomicFile.Failure.notAFile(path)
    }
    guard info.st_size <= limit else {
      close(fd)
      throw AtomicFile.Failure.tooLarge(path, limit: limit)
    }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    return (fd, Int(info.st_size))
  }

  /// The file's bytes, or nil when it does not exist; throws as `open` does. A file that grows
  /// past the limit while it is read is refused too.
  public static func read(pathBytes: [UInt8], limit: Int) throws -> [UInt8]? {
    guard let (fd, size) = try open(pathBytes: pathBytes, limit: limit) else { return nil }
    defer { close(fd) }
    let path = String(decoding: pathBytes, as: UTF8.self)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size)
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= limit {
      let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw AtomicFile.Failure.cannotRead(path, String(cString: strerror(errno)))
      }
      if n == 0 { break }
      bytes += chunk[..<n]
    }
    guard bytes.count <= limit else { throw AtomicFile.Failure.tooLarge(path, limit: limit) }
    return bytes
  }

  /// Hands the file to `body` a piece at a time (at most `piece` bytes each), for a file too
  /// large to hold whole beside what is made of it (the user data at 200 MB); false when it
  /// does not exist. Throws as `open` does, and when the file grows past the limit as it is read.
  public static func forEachPiece(
    _ path: String, limit: Int, piece: Int = 1 << 20, _ body: (ArraySlice<UInt8>) throws -> Void
  ) throws -> Bool {
    guard let (fd, _) = try open(pathBytes: Array(path.utf8), limit: limit) else { return false }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: piece)
    var total = 0
    while true {
      let n = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw AtomicFile.Failure.cannotRead(path, String(cString: strerror(errno)))
      }
      if n == 0 { return true }
      total += n
      guard total <= limit else { throw AtomicFile.Failure.tooLarge(path, limit: limit) }
      try body(buffer[..<n])
    }
  }

  public static func read(_ path: String, limit: Int) throws -> [UInt8]? {
    try read(pathBytes: Array(path.utf8), limit: limit)
  }

  /// Whether `path` is a regular file (links followed), for libraries that open by path
  /// (TagLib, FFmpeg, SQLite): asked first, so a FIFO named like a song never reaches them.
  public static func isRegular(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// Whether nothing is at `path` or a regular file is (a file about to be created is fine).
  public static func isAbsentOrRegular(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) != 0 ? errno == ENOENT : info.st_mode & S_IFMT == S_IFREG
  }
}
