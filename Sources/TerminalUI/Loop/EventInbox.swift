import Platform
import WheelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where other threads (the audio engine, the library scanner) hand events to the UI loop.
///
/// `post` may be called from any thread; it queues the event and wakes the loop's `poll()`
/// through a pipe, so the loop never has to wake up periodically to look.
public final class EventInbox: @unchecked Sendable {
  // @unchecked: `queue` is only touched with `mutex` held.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var queue: [Event] = []
  let wake = WakePipe()

  public init() {
    pthread_mutex_init(mutex, nil)
    precondition(wake.readEnd >= 0, "pipe() failed")  // the loop would never wake
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Queues `event` for the UI loop and wakes it. Thread-safe.
  public func post(_ event: Event) {
    pthread_mutex_lock(mutex)
    queue.append(event)
    pthread_mutex_unlock(mutex)
    wake.signal()
  }

  /// Everything posted so far, in order (the loop calls this after the pipe woke it).
  public func takeAll() -> [Event] {
    _ = wake.drain()
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    let events = queue
    queue.removeAll()
    return events
  }
}
