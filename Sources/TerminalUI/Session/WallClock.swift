import WheelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The wall clock in the local time zone, for the Clock screen and the user data's dates (the
/// core never reads a clock).
public enum WallClock {
  public static func now() -> LocalTime {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    var t = now.tv_sec
    var parts = tm()
    localtime_r(&t, &parts)
    return LocalTime(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
      weekday: Int(parts.tm_wday) + 1, hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec),
      unixTime: Double(now.tv_sec) + Double(now.tv_nsec) / 1e9)
  }
}
