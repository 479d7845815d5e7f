import CSystemdBus
import Glibc

/// An eventfd that wakes the bus thread blocked in `poll()`: rung when the core publishes a
/// new snapshot and when the service stops. Rings add up in the counter and one `answer()`
/// clears them all, which is what "something changed, look again" wants.
final class Doorbell: Sendable {
  let descriptor: Int32

  init() {
    descriptor = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
    precondition(descriptor >= 0, "eventfd() failed")
  }

  deinit { close(descriptor) }

  func ring() {
    var one: UInt64 = 1
    _ = write(descriptor, &one, 8)
  }

  func answer() {
    var count: UInt64 = 0
    _ = read(descriptor, &count, 8)
  }
}
