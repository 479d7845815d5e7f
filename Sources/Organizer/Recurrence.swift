import CICal
import WheelCore

/// A record's occurrences that touch one month, through libical's recurrence iterator.
///
/// Bounded: at most `perMonth` occurrences of one event in a month (two a day), and at most
/// `steps` steps of the iterator per event and month. A rule without COUNT starts the
/// iterator just before the month (`icalrecur_iterator_set_start`); one with COUNT must be
/// walked from its first occurrence, so the step bound is what stops a long one.
enum Recurrence {
  static let perMonth = 62
  static let steps = 20_000

  /// Call under `ICal.locked`.
  static func occurrences(
    of record: ICalFile.Record, calendar: Int, in month: CalendarMonth, viewer: ViewerZone
  ) -> [CalendarEvent] {
    let from = viewer.unixTime(of: month.first)
    let to = viewer.unixTime(of: month.first.adding(days: month.dayCount))
    let lengthSeconds = record.allDay ? record.length * 86_400 : record.length
    var out: [CalendarEvent] = []
    func consider(_ t: icaltimetype) -> Bool {
      let start = unix(t, viewer)
      if start >= to { return false }
      let excepted =
        record.exceptTimes.contains(start)
        || record.exceptDays.contains(CalendarDay(year: Int(t.year), month: Int(t.month), day: Int(t.day)))
      if !excepted, start + lengthSeconds > from || (lengthSeconds == 0 && start >= from) {
        out.append(event(record, at: t, calendar: calendar, viewer: viewer))
      }
      return out.count < perMonth
    }
    guard let rule = record.rule else {
      _ = consider(record.start)
      return out
    }
    guard let iterator = icalrecur_iterator_new(rule, record.start) else {
      _ = consider(record.start)
      return out
    }
    defer { icalrecur_iterator_free(iterator) }
    let earliest = from - lengthSeconds - 86_400
    if rule.count == 0, unix(record.start, viewer) < earliest {
      var begin = icaltime_from_timet_with_zone(
        time_t(earliest), record.start.is_date, record.start.zone ?? viewer.zone)
      begin.zone = record.start.zone
      if record.start.is_date != 0 { (begin.hour, begin.minute, begin.second) = (0, 0, 0) }
      _ = icalrecur_iterator_set_start(iterator, begin)
    }
    for _ in 0..<steps {
      let next = icalrecur_iterator_next(iterator)
      if icaltime_is_null_time(next) != 0 || !consider(next) { break }
    }
    return out
  }

  /// A time in its own zone (floating and all-day times in the viewer's) as Unix seconds.
  private static func unix(_ t: icaltimetype, _ viewer: ViewerZone) -> Int {
    Int(icaltime_as_timet_with_zone(t, t.zone ?? viewer.zone))
  }

  private static func event(
    _ record: ICalFile.Record, at t: icaltimetype, calendar: Int, viewer: ViewerZone
  ) -> CalendarEvent {
    let start: CalendarEvent.Moment
    let end: CalendarEvent.Moment
    if record.allDay {
      let day = CalendarDay(year: Int(t.year), month: Int(t.month), day: Int(t.day))
      start = CalendarEvent.Moment(day: day, minute: 0)
      end = CalendarEvent.Moment(day: day.adding(days: record.length), minute: 0)
    } else {
      let begin = unix(t, viewer)
      start = viewer.moment(of: begin)
      end = viewer.moment(of: begin + record.length)
    }
    return CalendarEvent(
      calendar: calendar, title: record.title, location: record.location, notes: record.notes,
      allDay: record.allDay, start: start, end: end)
  }
}
