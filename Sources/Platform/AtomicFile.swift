import Foundation

/// Writes files so that a kill at any moment leaves either the old file or the new one:
/// write a temporary file beside it, flush it to disk, rename it over the old one, then flush
/// the folder so the rename itself survives a power cut. Reads are bounded: every file read
/// back is untrusted input.
public enum AtomicFile {
  public enum Failure: Error, CustomStringConvertible {
    case cannotCreateDirectory(String, String)
    case cannotWrite(String, String)
    case cannotRead(String, String)
    case notAFile(String)
    case tooLarge(String, limit: Int)
    public var description: String {
      switch self {
      case .cannotCreateDirectory(let path, let why): "cannot create \(path): \(why)"
      case .cannotWrite(let path, let why): "cannot write \(path): \(why)"
      case .cannotRead(let path, let why): "cannot read \(path): \(why)"
      case .notAFile(let path): "\(path) is not a file"
      case .tooLarge(let path, let limit): "\(path) is larger than \(limit / 1024) KB"
      }
    }
  }

  /// `durable: false` skips both flushes: for a file that may be lost in a power cut but must
  /// never be seen half-written (a log), where two fsyncs cost more than the rest of a rescan
  /// on a journalled disk.
  public static func write(_ text: String, to path: String, durable: Bool = true) throws {
    // Written from the string's own storage: a copy of a 200 MB text would double the peak.
    var text = text
    try text.withUTF8 { try write(UnsafeRawBufferPointer($0), to: path, durable: durable) }
  }

  public static func write(_ bytes: [UInt8], to path: String) throws {
    try bytes.withUnsafeBytes { try write($0, to: path, durable: true) }
  }

  private static func write(_ bytes: UnsafeRawBufferPointer, to path: String, durable: Bool) throws {
    let directory = (path as NSString).deletingLastPathComponent
    try makeDirectories(directory)
    let temporary = path + ".tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw Failure.cannotWrite(path, String(cString: strerror(errno))) }
    var written = 0
    var failure: String?
    while written < bytes.count {
      let n = Foundation.write(fd, bytes.baseAddress! + written, bytes.count - written)
      if n < 0 {
        if errno == EINTR { continue }
        failure = String(cString: strerror(errno))
        break
      }
      written += n
    }
    if let why = failure {
      close(fd)
      unlink(temporary)
      throw Failure.cannotWrite(path, why)
    }
    guard !durable || fsync(fd) == 0 else {
      let why = String(cString: strerror(errno))
      close(fd)
      unlink(temporary)
      throw Failure.cannotWrite(path, why)
    }
    close(fd)
    guard rename(temporary, path) == 0 else {
      let why = String(cString: strerror(errno))
      unlink(temporary)
      throw Failure.cannotWrite(path, why)
    }
    guard durable else { return }
    let folder = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folder >= 0 {
      fsync(folder)
      close(folder)
    }
  }

  /// The file's bytes, or nil when it does not exist; throws when it exists but is not a
  /// regular file, is larger than `limit` bytes, or cannot be read. Never blocks on a FIFO.
  public static func read(_ path: String, limit: Int) throws -> [UInt8]? {
    try read(pathBytes: Array(path.utf8), limit: limit)
  }

  /// `read(_:limit:)` for a path given as the bytes on disk (which need not be UTF-8).
  public static func read(pathBytes: [UInt8], limit: Int) throws -> [UInt8]? {
    try RegularFile.read(pathBytes: pathBytes, limit: limit)
  }

  /// `mkdir -p`: the folder and any missing parents (mode 755).
  public static func makeDirectories(_ path: String) throws {
    guard !path.isEmpty else { return }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw Failure.cannotCreateDirectory(path, String(cString: strerror(errno)))
    }
  }

  /// Sets a file (or folder) that cannot be used aside as `PATH.bak`, replacing an older
  /// `.bak`, so the program can start afresh without destroying what was there. True when moved.
  @discardableResult
  public static func moveAside(_ path: String) -> Bool {
    let backup = path + ".bak"
    try? FileManager.default.removeItem(atPath: backup)
    return rename(path, backup) == 0
  }
}
