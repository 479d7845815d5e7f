/// A day of the proleptic Gregorian calendar, as the month grid and the events speak of it.
/// The core reads no clock and links no calendar library, so the arithmetic it needs (the
/// weekday of the first, the length of a month, the day after) is done here on day numbers.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var year, month, day: Int

  public init(year: Int, month: Int, day: Int) {
    (self.year, self.month, self.day) = (year, month, day)
  }

  /// Days since 1970-01-01 (negative before), by Howard Hinnant's days-from-civil method.
  public var dayNumber: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  public init(dayNumber: Int) {
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let month = mp < 10 ? mp + 3 : mp - 9
    self.init(
      year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: dayOfYear - (153 * mp + 2) / 5 + 1)
  }

  /// 1 = Sunday … 7 = Saturday, as `LocalTime.weekday`.
  public var weekday: Int { ((dayNumber % 7 + 7) % 7 + 4) % 7 + 1 }

  public func adding(days: Int) -> CalendarDay { CalendarDay(dayNumber: dayNumber + days) }

  public var yearMonth: CalendarMonth { CalendarMonth(year: year, month: month) }

  public static func < (a: CalendarDay, b: CalendarDay) -> Bool { a.dayNumber < b.dayNumber }

  /// "2026-03-09", for tests and logs.
  public var description: String { "\(year)-\(two(month))-\(two(day))" }

  /// "Monday, 9 March 2026".
  public var dateLine: String {
    "\(LocalTime.weekdays[weekday - 1]), \(day) \(LocalTime.months[month - 1]) \(year)"
  }

  /// "Mon 9 Mar".
  public var shortDateLine: String {
    "\(LocalTime.weekdays[weekday - 1].prefix(3)) \(day) \(LocalTime.months[month - 1].prefix(3))"
  }
}

/// A month of a year: what the adapter expands recurrences for, one at a time.
public struct CalendarMonth: Hashable, Comparable, Sendable {
  public var year, month: Int

  public init(year: Int, month: Int) { (self.year, self.month) = (year, month) }

  public var first: CalendarDay { CalendarDay(year: year, month: month, day: 1) }

  public var dayCount: Int {
    let next = month == 12 ? CalendarMonth(year: year + 1, month: 1) : CalendarMonth(year: year, month: month + 1)
    return next.first.dayNumber - first.dayNumber
  }

  /// "March 2026".
  public var name: String { "\(LocalTime.months[month - 1]) \(year)" }

  public static func < (a: CalendarMonth, b: CalendarMonth) -> Bool { (a.year, a.month) < (b.year, b.month) }
}
