#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing to a file descriptor without stdio's buffers (which would mix with raw terminal
/// writes) and without C's `stderr`/`stdout` globals (off limits in Swift 6).
public enum StandardStreams {
  /// Writes all of `bytes`, retrying after EINTR and waiting out EAGAIN (a non-blocking
  /// terminal); false when the descriptor is gone.
  @discardableResult
  public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBufferPointer { buffer in
        write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if n > 0 {
        offset += n
      } else if n < 0 && (errno == EINTR || errno == EAGAIN) {
        if errno == EAGAIN {
          var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
          _ = poll(&p, 1, 100)
        }
      } else {
        return false
      }
    }
    return true
  }

  /// One line to standard error.
  public static func printError(_ line: String) {
    writeAll(Array((line + "\n").utf8), to: STDERR_FILENO)
  }

  /// Text to standard output, as is.
  public static func printOut(_ text: String) {
    writeAll(Array(text.utf8), to: STDOUT_FILENO)
  }
}
