#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import WheelCore

/// Small POSIX helpers for the terminal file descriptors.
public enum TTY {
  /// The window size of `fd`, or nil when it is not a terminal or reports 0x0
  /// (some pty recorders do).
  public static func windowSize(of fd: Int32 = STDOUT_FILENO) -> Size? {
    var ws = winsize()
    #if canImport(Glibc)
      let result = ioctl(fd, UInt(TIOCGWINSZ), &ws)
    #else
      let result = ioctl(fd, TIOCGWINSZ, &ws)
    #endif
    guard result == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
    return Size(width: Int(ws.ws_col), height: Int(ws.ws_row))
  }

  /// Writes all of `bytes`, retrying after EINTR/EAGAIN; false when the terminal is gone.
  public static func writeAll(_ bytes: [UInt8], to fd: Int32 = STDOUT_FILENO) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBufferPointer { buffer in
        write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if n > 0 {
        offset += n
      } else if n < 0 && (errno == EINTR || errno == EAGAIN) {
        if errno == EAGAIN { var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0); _ = poll(&p, 1, 100) }
      } else {
        return false
      }
    }
    return true
  }

  /// Seconds on the monotonic clock, the time base of every event.
  public static func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}
