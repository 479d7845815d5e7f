import Platform
import WheelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The wall clock in the local time zone as the core's `LocalTime`, for the Clock screen and
/// the user data's dates (the core never reads a clock; Platform's `WallClock` does).
public enum LocalClock {
  public static func now() -> LocalTime {
    let (parts, seconds) = WallClock.local()
    return LocalTime(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
      weekday: Int(parts.tm_wday) + 1, hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec),
      unixTime: seconds)
  }
}
