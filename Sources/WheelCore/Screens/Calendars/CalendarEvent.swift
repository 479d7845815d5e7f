/// One occurrence of an event as the adapter expanded it, in the viewer's local time: a
/// recurring event comes once per occurrence in the month asked for. Text is raw from the
/// file; the screens pass it through the sanitiser before it is drawn.
public struct CalendarEvent: Equatable, Sendable {
  /// A moment of local time: the day and the minute of that day (0…1439).
  public struct Moment: Hashable, Comparable, Sendable {
    public var day: CalendarDay
    public var minute: Int

    public init(day: CalendarDay, minute: Int) { (self.day, self.minute) = (day, minute) }

    public static func < (a: Moment, b: Moment) -> Bool { (a.day, a.minute) < (b.day, b.minute) }

    /// "09:05".
    /// The time of day as `hours` writes it ("19:30", "7:30 PM").
    public func clockText(_ hours: HourCycle) -> String { hours.text(hour: minute / 60, minute: minute % 60) }
  }

  /// Which calendar (an index into the listed calendars' names).
  public var calendar: Int
  public var title: String
  public var location: String
  public var notes: String
  public var allDay: Bool
  public var start: Moment
  /// Exclusive: an all-day event of one day ends at the next day's midnight.
  public var end: Moment

  public init(
    calendar: Int, title: String, location: String = "", notes: String = "", allDay: Bool = false, start: Moment,
    end: Moment
  ) {
    (self.calendar, self.title, self.location, self.notes) = (calendar, title, location, notes)
    (self.allDay, self.start, self.end) = (allDay, start, end)
  }

  /// Whether the event takes some of `day` (an event of no length, on the day it starts).
  public func touches(_ day: CalendarDay) -> Bool {
    guard day >= start.day else { return false }
    if day == start.day { return true }
    return day < end.day || (day == end.day && end.minute > 0)
  }

  /// The day's order: all-day events first, then by start, then by title.
  static func dayOrder(_ a: CalendarEvent, _ b: CalendarEvent) -> Bool {
    if a.allDay != b.allDay { return a.allDay }
    if a.start != b.start { return a.start < b.start }
    return SortKey(a.title) < SortKey(b.title)
  }
}
