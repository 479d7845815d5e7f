import Glibc
import Platform

/// The few socket calls the remote needs, on a path (a `sockaddr_un` built here once).
enum UnixSocket {
  enum Failure: Error, Equatable {
    case pathTooLong
    case system(Int32)
  }

  /// A listening socket at `path`, after removing a stale socket file left by a crash.
  static func listen(at path: String) throws(Failure) -> Int32 {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { throw .system(errno) }
    unlink(path)
    let bound = withAddress(path) { bind(fd, $0, $1) }
    guard bound == 0, Glibc.listen(fd, 16) == 0 else {
      let why = bound == -2 ? Failure.pathTooLong : .system(errno)
      close(fd)
      throw why
    }
    chmod(path, 0o600)
    return fd
  }

  /// A connected socket to `path`.
  static func connect(to path: String) throws(Failure) -> Int32 {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { throw .system(errno) }
    let result = withAddress(path) { Glibc.connect(fd, $0, $1) }
    guard result == 0 else {
      let why = result == -2 ? Failure.pathTooLong : .system(errno)
      close(fd)
      throw why
    }
    return fd
  }

  /// Calls `body` with the address of `path`; -2 when the path does not fit.
  private static func withAddress(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) -> Int32 {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count <= RemoteSocketPath.maxLength else { return -2 }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: bytes)
      raw[bytes.count] = 0
    }
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
  }

  /// Reads up to the first newline (or the end), waiting at most `timeout` seconds in all.
  static func readLine(from fd: Int32, timeout: Double, limit: Int = RemoteMessage.maxLine) -> [UInt8]? {
    var line: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = MonotonicClock.now() + timeout
    while line.count <= limit {
      if let newline = line.firstIndex(of: UInt8(ascii: "\n")) { return Array(line[..<newline]) }
      let left = deadline - MonotonicClock.now()
      var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard left > 0, poll(&pfd, 1, Int32(left * 1000) + 1) > 0 else { return nil }
      let n = read(fd, &buffer, buffer.count)
      if n < 0, errno == EINTR || errno == EAGAIN { continue }
      if n <= 0 { return line.isEmpty ? nil : line }
      line += buffer[0..<n]
    }
    return nil
  }

  static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { return false }
      offset += n
    }
    return true
  }
}
