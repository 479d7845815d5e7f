import CICal
import CICalLoader
import Foundation

/// The one door to libical. Its built-in time zones are loaded lazily into shared tables, and
/// its error state is global, so every call from this target runs under one lock; errors are
/// made non-fatal once (libical's default aborts the process on a malformed value).
///
/// libical itself is loaded at the first calendar read, not at start-up (see CICalLoader):
/// check `unavailable` before the first call.
enum ICal {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var prepared = false

  /// Nil once libical is loaded; else why it cannot be (not installed).
  static var unavailable: String? {
    ipod_ical_load() != 0 ? nil : String(cString: ipod_ical_error())
  }

  static func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    if !prepared {
      icalerror_set_errors_are_fatal(0)
      prepared = true
    }
    return try body()
  }

  /// A C string from libical as Swift text ("" for none).
  static func text(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)), as: UTF8.self) } ?? ""
  }

  /// A zone named by a TZID: the file's own VTIMEZONE first, then libical's built-in zones
  /// (from the system's tz database), by location or by a prefixed TZID. Nil: floating.
  static func zone(_ tzid: String, in root: OpaquePointer?) -> OpaquePointer? {
    if let root, let own = icalcomponent_get_timezone(root, tzid) { return own }
    return icaltimezone_get_builtin_timezone(tzid) ?? icaltimezone_get_builtin_timezone_from_tzid(tzid)
  }

  /// The TZID parameter of a property, if it has one.
  static func tzid(of property: OpaquePointer) -> String? {
    guard let parameter = icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER) else { return nil }
    return icalparameter_get_tzid(parameter).map { text($0) }
  }
}
