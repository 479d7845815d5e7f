import Foundation

/// Runs work that might block for ever (an `open` of a FIFO) on a thread of its own, so a test
/// fails with a message instead of hanging the whole suite. Waits on the work's end, not a clock.
public enum Deadline {
  /// True when `body` returned within `seconds`; otherwise its thread is left blocked (the test
  /// then releases what it blocks on, see `FIFO.release`).
  public static func finishes(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      body()
      done.signal()
    }
    return done.wait(timeout: .now() + seconds) == .success
  }
}

/// Named pipes made with mkfifo(3), the file that blocks a plain `open` until a writer comes.
public enum FIFO {
  public static func make(_ path: String) {
    precondition(mkfifo(path, 0o644) == 0, "mkfifo \(path): \(String(cString: strerror(errno)))")
  }

  /// Unblocks a reader stuck in `open` or `read` on the FIFO (a test that failed leaves one).
  public static func release(_ path: String) {
    let fd = open(path, O_WRONLY | O_NONBLOCK)
    guard fd >= 0 else { return }
    let zeros = [UInt8](repeating: 0, count: 4096)
    _ = zeros.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
  }
}
