import CICal
import Foundation
import WheelCore

/// One `.ics` file parsed by libical: its events as records ready to expand, the name it gives
/// itself (X-WR-CALNAME), and what was wrong. The parsed tree is kept (freed with this object)
/// because event times point at the file's own VTIMEZONEs. Use only under `ICal.locked`.
final class ICalFile {
  /// At most this many events are read from one file (a decade of a busy work calendar).
  static let eventLimit = 10_000

  /// An event as read: its start in its own zone, how long it lasts, its rule and exceptions.
  struct Record {
    var start: icaltimetype
    /// Seconds for a timed event, days for an all-day one.
    var length: Int
    var rule: icalrecurrencetype?
    /// EXDATE and the RECURRENCE-ID of overridden occurrences: Unix times, and whole days.
    var exceptTimes: Set<Int> = []
    var exceptDays: Set<CalendarDay> = []
    var uid: String
    var recurrenceID: icaltimetype?
    var title, location, notes: String
    var allDay: Bool { start.is_date != 0 }
  }

  private let root: OpaquePointer
  let name: String?
  private(set) var records: [Record] = []
  /// Events skipped for having no usable start, and events past the limit.
  private(set) var skipped = 0

  enum Failure: Error, Equatable {
    case notICalendar
    case broken
  }

  init(bytes: [UInt8], viewer: ViewerZone) throws(Failure) {
    guard
      let root = (bytes + [0]).withUnsafeBufferPointer({ buffer in
        buffer.withMemoryRebound(to: CChar.self) { icalparser_parse_string($0.baseAddress) }
      })
    else { throw .notICalendar }
    let kind = icalcomponent_isa(root)
    guard kind == ICAL_VCALENDAR_COMPONENT || kind == ICAL_XROOT_COMPONENT || kind == ICAL_VEVENT_COMPONENT else {
      icalcomponent_free(root)
      throw .notICalendar
    }
    self.root = root
    name = Self.calendarName(root)
    let events = Self.events(in: root)
    if events.isEmpty, icalcomponent_count_errors(root) > 0 {
      // Freed by deinit: self is whole here.
      throw .broken
    }
    var overrides: [String: [icaltimetype]] = [:]
    for event in events.prefix(Self.eventLimit) {
      guard let record = record(of: event, viewer: viewer) else {
        skipped += 1
        continue
      }
      if let id = record.recurrenceID { overrides[record.uid, default: []].append(id) }
      records.append(record)
    }
    skipped += max(0, events.count - Self.eventLimit)
    for i in records.indices where records[i].rule != nil && records[i].recurrenceID == nil {
      for id in overrides[records[i].uid] ?? [] { except(id, zone: id.zone, in: &records[i], viewer: viewer) }
    }
  }

  deinit { icalcomponent_free(root) }

  /// The VEVENTs of the file: the root's, or those of each calendar under an XROOT.
  private static func events(in root: OpaquePointer) -> [OpaquePointer] {
    if icalcomponent_isa(root) == ICAL_VEVENT_COMPONENT { return [root] }
    var found: [OpaquePointer] = []
    var calendars = [root]
    if icalcomponent_isa(root) == ICAL_XROOT_COMPONENT {
      calendars = children(of: root, ICAL_VCALENDAR_COMPONENT)
    }
    for calendar in calendars { found += children(of: calendar, ICAL_VEVENT_COMPONENT) }
    return found
  }

  private static func children(of parent: OpaquePointer, _ kind: icalcomponent_kind) -> [OpaquePointer] {
    var out: [OpaquePointer] = []
    var child = icalcomponent_get_first_component(parent, kind)
    while let c = child {
      out.append(c)
      child = icalcomponent_get_next_component(parent, kind)
    }
    return out
  }

  private static func calendarName(_ root: OpaquePointer) -> String? {
    var property = icalcomponent_get_first_property(root, ICAL_X_PROPERTY)
    while let p = property {
      if ICal.text(icalproperty_get_x_name(p)).uppercased() == "X-WR-CALNAME" {
        let name = ICal.text(icalproperty_get_x(p))
        return name.isEmpty ? nil : name
      }
      property = icalcomponent_get_next_property(root, ICAL_X_PROPERTY)
    }
    return nil
  }

  /// A property's time with the zone its TZID names attached (a UTC time keeps UTC).
  private func time(of property: OpaquePointer, _ value: icaltimetype) -> icaltimetype {
    var t = value
    if let tzid = ICal.tzid(of: property), let zone = ICal.zone(tzid, in: root) { t.zone = zone }
    return t
  }

  private func record(of event: OpaquePointer, viewer: ViewerZone) -> Record? {
    guard let startProperty = icalcomponent_get_first_property(event, ICAL_DTSTART_PROPERTY) else { return nil }
    let start = time(of: startProperty, icalproperty_get_dtstart(startProperty))
    guard icaltime_is_null_time(start) == 0, icaltime_is_valid_time(start) != 0 else { return nil }
    var record = Record(
      start: start, length: 0, uid: ICal.text(icalcomponent_get_uid(event)),
      title: ICal.text(icalcomponent_get_summary(event)), location: ICal.text(icalcomponent_get_location(event)),
      notes: ICal.text(icalcomponent_get_description(event)))
    record.length = length(of: event, from: start, viewer: viewer)
    if let ruleProperty = icalcomponent_get_first_property(event, ICAL_RRULE_PROPERTY) {
      let rule = icalproperty_get_rrule(ruleProperty)
      if rule.freq != ICAL_NO_RECURRENCE { record.rule = rule }
    }
    if let idProperty = icalcomponent_get_first_property(event, ICAL_RECURRENCEID_PROPERTY) {
      record.recurrenceID = time(of: idProperty, icalproperty_get_recurrenceid(idProperty))
    }
    var exdate = icalcomponent_get_first_property(event, ICAL_EXDATE_PROPERTY)
    while let p = exdate {
      let t = time(of: p, icalproperty_get_exdate(p))
      except(t, zone: t.zone ?? start.zone, in: &record, viewer: viewer)
      exdate = icalcomponent_get_next_property(event, ICAL_EXDATE_PROPERTY)
    }
    return record
  }

  private func except(_ t: icaltimetype, zone: OpaquePointer?, in record: inout Record, viewer: ViewerZone) {
    if t.is_date != 0 {
      record.exceptDays.insert(CalendarDay(year: Int(t.year), month: Int(t.month), day: Int(t.day)))
    } else {
      record.exceptTimes.insert(Int(icaltime_as_timet_with_zone(t, zone ?? viewer.zone)))
    }
  }

  /// DTEND, else DURATION, else none: a day for an all-day event, no time for a timed one.
  /// Capped at a year, so a broken end cannot mark every day shown.
  private func length(of event: OpaquePointer, from start: icaltimetype, viewer: ViewerZone) -> Int {
    let allDay = start.is_date != 0
    var seconds = allDay ? 86_400 : 0
    if let endProperty = icalcomponent_get_first_property(event, ICAL_DTEND_PROPERTY) {
      let end = time(of: endProperty, icalproperty_get_dtend(endProperty))
      if icaltime_is_null_time(end) == 0 {
        let zone = viewer.zone
        seconds = Int(
          icaltime_as_timet_with_zone(end, end.zone ?? zone) - icaltime_as_timet_with_zone(start, start.zone ?? zone))
      }
    } else if icalcomponent_get_first_property(event, ICAL_DURATION_PROPERTY) != nil {
      seconds = Int(icaldurationtype_as_int(icalcomponent_get_duration(event)))
    }
    seconds = min(366 * 86_400, max(0, seconds))
    return allDay ? max(1, (seconds + 3600) / 86_400) : seconds
  }
}
