@testable import WheelCore

/// Calendars and contacts as the adapter would hand them over, around 30 November 2026 (the
/// Extras tests' clock): two calendars, a recurring meeting, an all-day trip over two days,
/// an evening event; three contacts given out of order.
enum OrganizerFixtures {
  static let november = CalendarMonth(year: 2026, month: 11)

  static func at(_ d: Int, _ minute: Int) -> CalendarEvent.Moment {
    CalendarEvent.Moment(day: CalendarDay(year: 2026, month: 11, day: d), minute: minute)
  }

  static let events: [CalendarEvent] =
    [2, 9, 16, 23, 30].map {
      CalendarEvent(
        calendar: 1, title: "Standup", location: "Room 4", notes: "Bring the numbers.\nAnd the cake.",
        start: at($0, 9 * 60), end: at($0, 9 * 60 + 15))
    } + [
      CalendarEvent(calendar: 0, title: "Trip to Lyon", allDay: true, start: at(20, 0), end: at(22, 0)),
      CalendarEvent(
        calendar: 0, title: "Dinner\u{1B}[2J with Sam", location: "Chez Nous", start: at(30, 19 * 60 + 30),
        end: at(30, 22 * 60)),
    ]

  static var contacts: [Contact] {
    var jane = Contact()
    (jane.first, jane.last, jane.organization) = ("Jane", "Appleseed", "Example Inc.")
    jane.phones = [Contact.Entry("mobile", "+1 555 0100"), Contact.Entry("work", "+1 555 0101")]
    jane.emails = [Contact.Entry("work", "jane@example.com")]
    jane.addresses = [Contact.Entry("home", "1 Main St\nSpringfield IL 62704")]
    jane.birthday = "1980-04-01"
    var zed = Contact()
    (zed.first, zed.last) = ("Anna", "Zed")
    var bob = Contact()
    (bob.first, bob.last) = ("Bob", "Baker")
    return [zed, jane, bob]
  }

  /// `app` with both read, as the adapter answers.
  static func load(_ app: inout AppState) {
    _ = app.update(.extras(.calendarsListed(["Home", "Work"], folder: "~/.local/share/ipodtui/Calendars")))
    _ = app.update(.extras(.calendarMonthRead(november, events)))
    _ = app.update(.extras(.contactsListed(contacts, folder: "~/.local/share/ipodtui/Contacts")))
  }
}
