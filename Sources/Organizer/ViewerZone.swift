import CICal
import Foundation
import WheelCore

/// The time zone events are shown in: the system's (Foundation reads `TZ` and /etc/localtime)
/// or one named (the tests'), as a libical zone, so floating and all-day times and every
/// conversion go through the same tables. UTC when the name is unknown to libical.
struct ViewerZone {
  let zone: OpaquePointer

  /// Call under `ICal.locked`.
  init(name: String? = nil) {
    let name = name ?? TimeZone.current.identifier
    zone = icaltimezone_get_builtin_timezone(name) ?? icaltimezone_get_utc_timezone()
  }

  /// Midnight of `day` here, as Unix seconds.
  func unixTime(of day: CalendarDay) -> Int {
    var t = icaltime_null_time()
    (t.year, t.month, t.day) = (Int32(day.year), Int32(day.month), Int32(day.day))
    return Int(icaltime_as_timet_with_zone(t, zone))
  }

  /// The local day and minute of a Unix time.
  func moment(of unix: Int) -> CalendarEvent.Moment {
    let t = icaltime_from_timet_with_zone(time_t(unix), 0, zone)
    return CalendarEvent.Moment(
      day: CalendarDay(year: Int(t.year), month: Int(t.month), day: Int(t.day)),
      minute: Int(t.hour) * 60 + Int(t.minute))
  }
}
