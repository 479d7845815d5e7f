#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Time on the wall clock (CLOCK_REALTIME): what dates a listen in a log, compares with a
/// file's modification time, and shows on the Clock screen. It can jump (NTP, a user setting
/// the date), so nothing waits or measures on it; that is `MonotonicClock`'s job.
public enum WallClock {
  /// Seconds since 1970-01-01 UTC, with the fraction.
  public static func seconds() -> Double {
    let now = timespecNow()
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// Nanoseconds since 1970-01-01 UTC, the unit of file times (`st_mtim`).
  public static func nanoseconds() -> Int64 {
    let now = timespecNow()
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
  }

  /// The wall time now split in the local time zone (TZ, else /etc/localtime), with the
  /// instant it was read.
  public static func local() -> (parts: tm, seconds: Double) {
    let now = timespecNow()
    var t = now.tv_sec
    var parts = tm()
    localtime_r(&t, &parts)
    return (parts, Double(now.tv_sec) + Double(now.tv_nsec) / 1e9)
  }

  private static func timespecNow() -> timespec {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return now
  }
}
