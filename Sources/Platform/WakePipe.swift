#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A non-blocking, close-on-exec pipe that wakes a thread waiting in `poll()`: the terminal
/// loop for signals and other threads' events, the audio engine's music thread for commands
/// while it waits a whole period for the device. (Swift's Glibc module offers no eventfd.)
public final class WakePipe: Sendable {
  /// The end to poll; -1 when no pipe could be made (a waiter then relies on its timeout).
  public let readEnd: Int32
  /// The end to write to (a signal handler writes here itself).
  public let writeEnd: Int32

  public init() {
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      for fd in fds {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      }
    }
    readEnd = fds[0]
    writeEnd = fds[1]
  }

  deinit {
    if readEnd >= 0 { close(readEnd) }
    if writeEnd >= 0 { close(writeEnd) }
  }

  /// Wakes the reader; a full pipe already means "wake up", so failure is harmless.
  public func signal(_ byte: UInt8 = 1) {
    guard writeEnd >= 0 else { return }
    var b = byte
    _ = write(writeEnd, &b, 1)
  }

  /// Empties the pipe and returns what was in it.
  @discardableResult
  public func drain() -> [UInt8] {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while readEnd >= 0 {
      let n = read(readEnd, &buffer, buffer.count)
      if n <= 0 { break }
      result += buffer[0..<n]
    }
    return result
  }
}
