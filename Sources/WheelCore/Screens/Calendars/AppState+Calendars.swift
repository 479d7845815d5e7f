/// Calendars and Contacts ask the adapter for their files once while any of their screens
/// shows; leaving them forgets what was read, so the next visit reads the folders afresh.
extension AppState {
  mutating func askCalendars() -> [Effect] {
    guard !extras.calendars.listAsked else { return [] }
    extras.calendars.listAsked = true
    return [.extras(.listCalendars(zone: settings.dateTime.zone))]
  }

  /// The month of `day` once the calendars are listed, when it has not been asked for yet.
  mutating func askMonth(of day: CalendarDay?) -> [Effect] {
    guard extras.calendars.names != nil, let month = day?.yearMonth,
      !extras.calendars.monthsAsked.contains(month)
    else { return [] }
    extras.calendars.monthsAsked.insert(month)
    return [.extras(.readCalendarMonth(month))]
  }

  mutating func forgetCalendars(for next: Screen) {
    if case .extra(let screen) = next, screen.isCalendar { return }
    extras.calendars = CalendarsState()
  }

  mutating func askContacts() -> [Effect] {
    guard !extras.contacts.listAsked else { return [] }
    extras.contacts.listAsked = true
    return [.extras(.listContacts)]
  }

  mutating func forgetContacts(for next: Screen) {
    if case .extra(.contacts) = next { return }
    if case .extra(.contact) = next { return }
    extras.contacts = ContactsState()
  }

  mutating func receiveOrganizer(_ event: ExtrasEvent) {
    switch event {
    case .calendarsListed(let names, let folder):
      extras.calendars.names = names.map(TextWidth.sanitized)
      extras.calendars.folder = TextWidth.sanitized(folder)
      extras.calendars.months = [:]
      extras.calendars.monthsAsked = []
      clampCursor()
    case .calendarMonthRead(let month, let events):
      extras.calendars.store(events, for: month)
      clampCursor()
    case .contactsListed(let contacts, let folder):
      extras.contacts.contacts = contacts.sorted(by: Contact.byLastName)
      extras.contacts.folder = TextWidth.sanitized(folder)
      clampCursor()
    default: break
    }
  }
}

extension ExtraScreen {
  /// Calendars' list, a month grid, a day, an event.
  var isCalendar: Bool {
    switch self {
    case .calendars, .calendarMonth, .calendarDay, .calendarEvent: true
    default: false
    }
  }
}
