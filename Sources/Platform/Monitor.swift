#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutex with one condition variable, shared by the UI, decode and output threads (the audio
/// engine's, the video player's).
///
/// pthread primitives instead of actors or NSCondition: waits are bounded by a
/// monotonic deadline (CLOCK_MONOTONIC), so wall-clock jumps never stall the audio thread.
public final class Monitor: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let cond = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  public init() {
    pthread_mutex_init(mutex, nil)
    var attr = pthread_condattr_t()
    pthread_condattr_init(&attr)
    pthread_condattr_setclock(&attr, CLOCK_MONOTONIC)
    pthread_cond_init(cond, &attr)
    pthread_condattr_destroy(&attr)
  }

  deinit {
    pthread_cond_destroy(cond)
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
    cond.deallocate()
  }

  /// Runs `body` holding the lock; keep bodies to a few field updates.
  @inline(__always)
  public func locked<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Runs `body` holding the lock if it is free now; nil (and `body` not run) if another
  /// thread holds it.
  @inline(__always)
  public func lockedIfFree<T>(_ body: () throws -> T) rethrows -> T? {
    guard pthread_mutex_trylock(mutex) == 0 else { return nil }
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Wakes every waiter; each re-checks its own predicate.
  public func broadcast() { pthread_cond_broadcast(cond) }

  /// Waits (lock held by the caller, inside `locked`) until woken or until the
  /// monotonic time `deadline` in nanoseconds; `nil` waits without a deadline.
  public func wait(untilNanos deadline: UInt64?) {
    guard let deadline else {
      pthread_cond_wait(cond, mutex)
      return
    }
    var ts = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
    pthread_cond_timedwait(cond, mutex, &ts)
  }
}
