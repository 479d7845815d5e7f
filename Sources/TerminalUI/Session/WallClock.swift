#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import WheelCore

/// The wall clock in the local time zone, for the Clock screen (the core never reads a clock).
public enum WallClock {
  public static func now() -> LocalTime {
    var t = time(nil)
    var parts = tm()
    localtime_r(&t, &parts)
    return LocalTime(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
      weekday: Int(parts.tm_wday) + 1, hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec))
  }
}
