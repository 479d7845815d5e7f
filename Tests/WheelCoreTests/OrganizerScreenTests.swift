import Testing

@testable import WheelCore

/// Extras > Calendars and Contacts in the core: what they ask the adapter for, what the wheel
/// and the center do, what they show, and their golden screens in both iPods.
@Suite struct OrganizerScreenTests {
  typealias F = OrganizerFixtures
  static let size = Size(width: 60, height: 24)

  func day(_ d: Int, _ m: Int = 11) -> CalendarDay { CalendarDay(year: 2026, month: m, day: d) }

  /// The app on Extras with the clock read (30 November 2026, 09:05).
  func onExtras(size: Size = size, theme: ThemeChoice = .white) -> AppState {
    var app = state(size: size, theme: theme, [key(.down), key(.down), key(.down), key(.enter)])
    _ = app.update(.wallClock(ExtrasScreenTests.nineOhFive))
    return app
  }

  /// Down to the Extras row that opens `screen`, and the center; the effects of that press.
  func open(_ screen: Screen, in app: inout AppState) -> [Effect] {
    let row = MenuCatalog.extrasRows.firstIndex { $0.action == .open(screen) } ?? 0
    for _ in 0..<row { _ = app.update(key(.down)) }
    return app.update(key(.enter))
  }

  /// What is asked of the Extras' adapter (the click of the press left out).
  func asks(_ effects: [Effect]) -> [ExtrasEffect] {
    effects.compactMap { if case .extras(let e) = $0 { e } else { nil } }
  }

  func labels(_ app: AppState) -> [String] { (0..<(app.content?.count ?? 0)).map { app.content!.row($0).label } }

  /// Calendars > All, on today's month, everything read.
  func monthGrid(size: Size = size, theme: ThemeChoice = .white) -> AppState {
    var app = onExtras(size: size, theme: theme)
    _ = open(.extra(.calendars), in: &app)
    F.load(&app)
    _ = app.update(key(.enter))
    return app
  }

  @Test func extrasAreInTheOrderOfThe5G() {
    let rows = MenuCatalog.extrasRows.map(\.label)
    #expect(
      rows.prefix(9) == [
        "Alarms", "Calendars", "Clocks", "Contacts", "Games", "Notes", "Screen Lock", "Stopwatch", "Timer",
      ])
  }

  /// Date & Time's zone is the one the calendars are shown in, as the clock in the title bar.
  @Test func calendarsAreReadInTheZoneOfDateAndTime() {
    var app = onExtras()
    app.settings.dateTime.zone = "America/New_York"
    #expect(asks(open(.extra(.calendars), in: &app)) == [.listCalendars(zone: "America/New_York")])
  }

  @Test func calendarsAskForTheListThenTheMonthOfToday() {
    var app = onExtras()
    #expect(asks(open(.extra(.calendars), in: &app)) == [.listCalendars(zone: nil)])
    #expect(labels(app).isEmpty)
    _ = app.update(.extras(.calendarsListed(["Home", "Work"], folder: "~/cal")))
    #expect(labels(app) == ["All", "Home", "Work"])
    let effects = app.update(key(.enter))
    #expect(app.screen == .extra(.calendarMonth(nil)))
    #expect(app.extras.calendars.selected == day(30))
    #expect(effects.contains(.extras(.readCalendarMonth(F.november))))
    #expect(app.screen.home.title(in: app) == "November 2026")
    // One calendar: no All.
    _ = app.update(key(.character("m")))
    _ = app.update(.extras(.calendarsListed(["Only"], folder: "~/cal")))
    #expect(labels(app) == ["Only"])
  }

  @Test func theWheelMovesTheDayIntoTheNextMonthAndReadsIt() {
    var app = monthGrid()
    let effects = app.update(key(.down))
    #expect(app.extras.calendars.selected == day(1, 12))
    #expect(effects.contains(.extras(.readCalendarMonth(CalendarMonth(year: 2026, month: 12)))))
    #expect(app.screen.home.title(in: app) == "December 2026")
    _ = app.update(key(.up))
    _ = app.update(key(.up))
    #expect(app.extras.calendars.selected == day(29))
  }

  @Test func daysWithEventsAreMarkedForTheCalendarShown() {
    let app = monthGrid()
    let calendars = app.extras.calendars
    #expect(calendars.markedDays(in: F.november, calendar: nil) == [2, 9, 16, 20, 21, 23, 30])
    #expect(calendars.markedDays(in: F.november, calendar: 0) == [20, 21, 30])
    #expect(calendars.markedDays(in: F.november, calendar: 1) == [2, 9, 16, 23, 30])
  }

  @Test func theCenterOpensTheDayThenAnEventSanitised() {
    var app = monthGrid()
    _ = app.update(key(.enter))
    #expect(app.screen == .extra(.calendarDay(nil, day(30))))
    #expect(labels(app) == ["Standup", "Dinner with Sam"])
    #expect(app.content?.row(1).detail == "19:30")
    _ = app.update(key(.enter))
    let text = MenuCatalog.eventText(nil, day(30), 0, in: app) ?? ""
    #expect(text == "Standup\nMonday, 30 November 2026\n09:00 – 09:15\nRoom 4\n\nBring the numbers.\nAnd the cake.")
    #expect(Renderer.render(app).text.contains("Room 4"))
    _ = app.update(key(.character("m")))
    _ = app.update(key(.character("m")))
    for _ in 0..<9 { _ = app.update(key(.up)) }
    _ = app.update(key(.enter))
    #expect(app.screen == .extra(.calendarDay(nil, day(21))))
    #expect(labels(app) == ["Trip to Lyon"] && app.content?.row(0).detail == "All Day")
  }

  /// Events' times follow Settings > Date & Time's clock, as Clocks and Alarms do.
  @Test func eventTimesFollowTheTwelveHourClock() {
    var app = monthGrid()
    app.settings.dateTime.hours = .twelve
    _ = app.update(key(.enter))
    #expect(app.content?.row(1).detail == "7:30 PM")
    let text = MenuCatalog.eventText(nil, day(30), 0, in: app) ?? ""
    #expect(text.contains("9:00 AM – 9:15 AM"), "\(text)")
  }

  @Test func leavingCalendarsForgetsThemSoTheyAreReadAfresh() {
    var app = monthGrid()
    _ = app.update(key(.character("m")))
    #expect(app.extras.calendars.names != nil)
    _ = app.update(key(.character("m")))
    #expect(app.screen == .extras)
    #expect(app.extras.calendars == CalendarsState())
    #expect(asks(app.update(key(.enter))) == [.listCalendars(zone: nil)])
  }

  @Test func noCalendarsSaysWhereToPutThem() {
    var app = onExtras()
    _ = open(.extra(.calendars), in: &app)
    _ = app.update(.extras(.calendarsListed([], folder: "~/.local/share/ipodtui/Calendars")))
    let text = Renderer.render(app).text
    #expect(text.contains("No calendars") && text.contains("Put .ics files in"))
    #expect(text.contains("~/.local/share/ipodt") && text.contains("ui/Calendars"))  // wrapped whole
  }

  @Test func contactsAreSortedByLastNameAndACardShowsTheirDetails() {
    var app = onExtras()
    #expect(asks(open(.extra(.contacts), in: &app)) == [.listContacts])
    F.load(&app)
    #expect(labels(app) == ["Jane Appleseed", "Bob Baker", "Anna Zed"])
    _ = app.update(key(.enter))
    #expect(app.screen == .extra(.contact(0)))
    #expect(app.screen.home.title(in: app) == "Jane Appleseed")
    #expect(
      MenuCatalog.contactText(0, in: app)
        == "Jane Appleseed\nExample Inc.\n\nmobile: +1 555 0100\nwork: +1 555 0101\nwork: jane@example.com\n\n"
        + "home:\n1 Main St\nSpringfield IL 62704\n\nbirthday: 1980-04-01")
  }

  @Test func noContactsSaysWhereToPutThem() {
    var app = onExtras()
    _ = open(.extra(.contacts), in: &app)
    _ = app.update(.extras(.contactsListed([], folder: "~/c")))
    #expect(Renderer.render(app).text.contains("No contacts"))
  }

  @Test func aLongCardScrollsAndTheNextOpensAtItsTop() {
    var app = onExtras(size: Size(width: 20, height: 8))
    _ = open(.extra(.contacts), in: &app)
    F.load(&app)
    _ = app.update(key(.enter))
    _ = app.update(key(.down))
    _ = app.update(key(.down))
    #expect(app.extras.cardScroll == 2)
    _ = app.update(key(.character("m")))
    #expect(app.extras.cardScroll == 0)
  }

  // MARK: Golden screens

  @Test(arguments: [ThemeChoice.white, .black])
  func monthGridGolden(theme: ThemeChoice) {
    var app = monthGrid(theme: theme)
    _ = app.update(key(.up))  // the 29th chosen, today (the 30th) marked as today
    assertScreen(app, named: "calendar-month-\(theme.rawValue.lowercased())-60x24")
  }

  @Test func monthGridGoldenLargeAndSmall() {
    assertScreen(monthGrid(size: Size(width: 100, height: 40)), named: "calendar-month-100x40")
    assertScreen(monthGrid(size: Size(width: 20, height: 8)), named: "calendar-month-20x8")
  }

  @Test(arguments: [ThemeChoice.white, .black])
  func dayAndEventGolden(theme: ThemeChoice) {
    var app = monthGrid(theme: theme)
    _ = app.update(key(.enter))
    assertScreen(app, named: "calendar-day-\(theme.rawValue.lowercased())-60x24")
    _ = app.update(key(.enter))
    assertScreen(app, named: "calendar-event-\(theme.rawValue.lowercased())-60x24")
  }

  @Test(arguments: [ThemeChoice.white, .black])
  func contactListAndCardGolden(theme: ThemeChoice) {
    var app = onExtras(theme: theme)
    _ = open(.extra(.contacts), in: &app)
    F.load(&app)
    assertScreen(app, named: "contacts-\(theme.rawValue.lowercased())-60x24")
    _ = app.update(key(.enter))
    assertScreen(app, named: "contact-card-\(theme.rawValue.lowercased())-60x24")
  }
}
