/// Extras > Calendars while it shows: the calendars' names (listed each time Calendars opens),
/// the months the adapter expanded so far, and the day the month grid's wheel is on.
public struct CalendarsState: Equatable, Sendable {
  /// Nil until listed.
  public internal(set) var names: [String]?
  /// Where the files are read from, for the empty list ("~/.local/share/ipodtui/Calendars").
  public internal(set) var folder = ""
  var listAsked = false
  /// Each month's occurrences (of every calendar), as the adapter expanded them.
  public internal(set) var months: [CalendarMonth: [CalendarEvent]] = [:]
  var monthsAsked: Set<CalendarMonth> = []
  /// The month grid's day (nil until a grid opens, which starts on today).
  public internal(set) var selected: CalendarDay?

  /// At most this many months are kept (a year either side of where the wheel went).
  static let monthLimit = 24

  /// The day's events of one calendar (nil: all), in the day's order; nil while its month
  /// has not been read.
  public func events(on day: CalendarDay, calendar: Int?) -> [CalendarEvent]? {
    guard let month = months[day.yearMonth] else { return nil }
    return month.filter { (calendar == nil || $0.calendar == calendar) && $0.touches(day) }
      .sorted(by: CalendarEvent.dayOrder)
  }

  /// The days of `month` that have events of `calendar`, as day-of-month numbers.
  func markedDays(in month: CalendarMonth, calendar: Int?) -> Set<Int> {
    var days = Set<Int>()
    let first = month.first.dayNumber
    for event in months[month] ?? [] where calendar == nil || event.calendar == calendar {
      let last = event.end.minute > 0 ? event.end.day.dayNumber : event.end.day.dayNumber - 1
      let from = max(first, event.start.day.dayNumber)
      let to = min(first + month.dayCount - 1, max(event.start.day.dayNumber, last))
      guard from <= to else { continue }  // an event outside the month: nothing to mark
      for n in from...to where event.touches(CalendarDay(dayNumber: n)) { days.insert(n - first + 1) }
    }
    return days
  }

  mutating func store(_ events: [CalendarEvent], for month: CalendarMonth) {
    months[month] = events.map { event in
      var e = event
      e.title = TextWidth.sanitized(event.title)
      e.location = TextWidth.sanitized(event.location)
      return e
    }
    while months.count > Self.monthLimit, let far = months.keys.max(by: { distance($0) < distance($1) }) {
      months[far] = nil
      monthsAsked.remove(far)
    }
  }

  private func distance(_ month: CalendarMonth) -> Int {
    guard let selected else { return 0 }
    return abs((month.year - selected.year) * 12 + month.month - selected.month)
  }
}
