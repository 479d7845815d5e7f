#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Time on the monotonic clock: the time base of every event, of audio pacing and of the
/// scanner's timings. Wall-clock jumps (NTP, a user changing the date) never reach it.
public enum MonotonicClock {
  /// Seconds since an arbitrary start (boot).
  public static func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }

  /// Nanoseconds since the same start, for the deadlines of `Monitor.wait(until:deadline:)`.
  public static func nanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
  }
}
