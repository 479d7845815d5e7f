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

  /// Waits (lock held by the caller, inside `locked`) until `condition` holds or the monotonic
  /// time `deadline` (nanoseconds; nil: none) passes; returns whether the condition holds.
  ///
  /// The only wait there is: a wake-up is lost when a thread checks its condition, lets go of
  /// the lock and only then waits, so the check and the wait happen here together, under the
  /// lock, and a spurious or unrelated wake-up just checks again. Whoever changes what a
  /// condition reads must do it under this lock and `broadcast()` before letting go.
  @discardableResult
  public func wait(until condition: () -> Bool, deadline: UInt64? = nil) -> Bool {
    while !condition() {
      if let deadline {
        if MonotonicClock.nanoseconds() >= deadline { return false }
        var ts = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        pthread_cond_timedwait(cond, mutex, &ts)
      } else {
        pthread_cond_wait(cond, mutex)
      }
    }
    return true
  }
}
