import Foundation

/// Writes files so that a kill at any moment leaves either the old file or the new one:
/// write a temporary file beside it, flush it to disk, then rename it over the old one.
public enum AtomicFile {
  public enum Failure: Error, CustomStringConvertible {
    case cannotCreateDirectory(String, String)
    case cannotWrite(String, String)
    public var description: String {
      switch self {
      case .cannotCreateDirectory(let path, let why): "cannot create \(path): \(why)"
      case .cannotWrite(let path, let why): "cannot write \(path): \(why)"
      }
    }
  }

  public static func write(_ text: String, to path: String) throws {
    let directory = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw Failure.cannotCreateDirectory(directory, String(cString: strerror(errno)))
    }
    let temporary = path + ".tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw Failure.cannotWrite(path, String(cString: strerror(errno))) }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        let why = String(cString: strerror(errno))
        close(fd)
        unlink(temporary)
        throw Failure.cannotWrite(path, why)
      }
      written += n
    }
    fsync(fd)
    close(fd)
    guard rename(temporary, path) == 0 else {
      let why = String(cString: strerror(errno))
      unlink(temporary)
      throw Failure.cannotWrite(path, why)
    }
  }

  /// The file's bytes, or nil when it does not exist; throws when it exists but cannot be read.
  public static func read(_ path: String) throws -> [UInt8]? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure.cannotWrite(path, "unreadable")
    }
    return [UInt8](data)
  }
}
