#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A non-blocking, close-on-exec pipe used to wake `poll()` (signals, other threads).
final class WakePipe: Sendable {
  let readEnd: Int32
  let writeEnd: Int32

  init() {
    var fds: [Int32] = [-1, -1]
    precondition(pipe(&fds) == 0, "pipe() failed")
    for fd in fds {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    readEnd = fds[0]
    writeEnd = fds[1]
  }

  deinit {
    close(readEnd)
    close(writeEnd)
  }

  /// Wakes the reader; a full pipe already means "wake up", so failure is harmless.
  func signal(_ byte: UInt8 = 1) {
    var b = byte
    _ = write(writeEnd, &b, 1)
  }

  /// Empties the pipe and returns what was in it.
  func drain() -> [UInt8] {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let n = read(readEnd, &buffer, buffer.count)
      if n <= 0 { break }
      result += buffer[0..<n]
    }
    return result
  }
}
