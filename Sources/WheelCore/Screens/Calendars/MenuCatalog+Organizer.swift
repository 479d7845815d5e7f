/// Extras > Calendars and Contacts: their lists, and the text of an event and of a card.
extension MenuCatalog {
  static func calendars(in state: AppState) -> ListContent {
    let calendars = state.extras.calendars
    guard let names = calendars.names else { return ListContent([], emptyMessage: "Reading calendars…") }
    let all = names.count > 1 ? [Row("All", accessory: .disclosure, action: .open(.extra(.calendarMonth(nil))))] : []
    return ListContent(
      all
        + names.enumerated().map { i, name in
          Row(name, accessory: .disclosure, action: .open(.extra(.calendarMonth(i))))
        },
      emptyMessage: "No calendars\nPut .ics files in\n\(calendars.folder)")
  }

  static func calendarDay(_ calendar: Int?, _ day: CalendarDay, in state: AppState) -> ListContent {
    guard let events = state.extras.calendars.events(on: day, calendar: calendar) else {
      return ListContent([], emptyMessage: "Reading…")
    }
    return ListContent(
      events.enumerated().map { i, event in
        Row(
          event.title.isEmpty ? "No Title" : event.title,
          detail: timeText(event, on: day, hours: state.settings.dateTime.hours), accessory: .disclosure,
          action: .open(.extra(.calendarEvent(calendar, day, i))))
      }, emptyMessage: "No events")
  }

  /// "09:00" (or "9:00 AM"), "All Day"; an event begun on an earlier day shows "…" before its end.
  static func timeText(_ event: CalendarEvent, on day: CalendarDay, hours: HourCycle) -> String {
    if event.allDay { return "All Day" }
    return event.start.day == day ? event.start.clockText(hours) : "…" + event.end.clockText(hours)
  }

  /// The event's title, day, times, place and notes.
  static func eventText(_ calendar: Int?, _ day: CalendarDay, _ index: Int, in state: AppState) -> String? {
    guard let events = state.extras.calendars.events(on: day, calendar: calendar) else { return nil }
    guard let event = events[safe: index] else { return "No event" }
    let hours = state.settings.dateTime.hours
    var lines = [event.title.isEmpty ? "No Title" : event.title, day.dateLine]
    if event.allDay {
      lines.append("All Day")
    } else {
      let endsLater = event.end.day != event.start.day
      lines.append(
        event.start.clockText(hours) + " – " + (endsLater ? event.end.day.shortDateLine + " " : "")
          + event.end.clockText(hours))
    }
    if !event.location.isEmpty { lines.append(event.location) }
    if !event.notes.isEmpty { lines += ["", event.notes] }
    return lines.joined(separator: "\n")
  }

  static func contacts(in state: AppState) -> ListContent {
    guard let contacts = state.extras.contacts.contacts else {
      return ListContent([], emptyMessage: "Reading contacts…")
    }
    return ListContent(
      contacts.enumerated().map { i, contact in
        Row(contact.displayName, accessory: .disclosure, action: .open(.extra(.contact(i))))
      }, emptyMessage: "No contacts\nPut .vcf files in\n\(state.extras.contacts.folder)")
  }

  /// The card: name, organization, then phones, e-mails and addresses with their kinds.
  static func contactText(_ index: Int, in state: AppState) -> String? {
    guard let contacts = state.extras.contacts.contacts else { return nil }
    guard let c = contacts[safe: index] else { return "No contact" }
    var lines = [c.displayName]
    if !c.organization.isEmpty, c.organization != c.displayName { lines.append(c.organization) }
    let entries = c.phones + c.emails
    if !entries.isEmpty { lines.append("") }
    for entry in entries { lines.append(entry.kind.isEmpty ? entry.value : entry.kind + ": " + entry.value) }
    for address in c.addresses {
      lines += ["", address.kind.isEmpty ? "address:" : address.kind + ":", address.value]
    }
    if !c.birthday.isEmpty { lines += ["", "birthday: " + c.birthday] }
    if !c.note.isEmpty { lines += ["", c.note] }
    return lines.joined(separator: "\n")
  }
}
