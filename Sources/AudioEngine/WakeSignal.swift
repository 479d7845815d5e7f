import Glibc

/// A file descriptor that becomes readable when signalled: lets a thread waiting in `poll`
/// on a sound device also wake for a command, so it can wait for a whole period of room
/// instead of timing out every few milliseconds to look for commands. (A non-blocking pipe:
/// Swift's Glibc module does not offer eventfd.)
final class WakeSignal: @unchecked Sendable {
  /// The end to poll; -1 when no pipe could be made (waiters then rely on their timeout).
  let fd: Int32
  private let writeEnd: Int32

  init() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      fd = -1
      writeEnd = -1
      return
    }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    fd = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    if fd >= 0 { close(fd) }
    if writeEnd >= 0 { close(writeEnd) }
  }

  /// Makes `fd` readable until `clear` (a full pipe already is: the byte is then dropped).
  func signal() {
    guard writeEnd >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Consumes the signals so far.
  func clear() {
    guard fd >= 0 else { return }
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(fd, &bytes, bytes.count) == bytes.count {}
  }
}
