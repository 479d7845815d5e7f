/// A calendar's month as the iPod draws it: a row of weekday letters, then the weeks, the
/// day the wheel is on highlighted and days with events marked. The wheel moves a day a
/// step (into the next month and back, each month read when it is reached); the center
/// opens the day's events. `calendar` is an index into the listed names, nil for All.
struct CalendarMonthScreen: ScreenHome {
  let calendar: Int?
  let name = "Calendars"
  func title(in state: AppState) -> String { state.extras.calendars.selected?.yearMonth.name ?? name }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func deadlines(in state: AppState) -> [Double] { [] }
  func leave(for next: Screen, in state: inout AppState) { state.forgetCalendars(for: next) }
  var takesText: Bool { false }

  /// The wheel is kept to these years: enough for any diary, and no month an iterator could
  /// not reach.
  static let years = 1900...2200

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps):
      guard let day = state.extras.calendars.selected else { return [] }
      let next = day.adding(days: max(-100_000, min(100_000, steps)))
      guard Self.years.contains(next.year) else { return [] }
      state.extras.calendars.selected = next
      return state.clicks(forRows: steps)
    case .select:
      guard let day = state.extras.calendars.selected else { return [] }
      state.push(.extra(.calendarDay(calendar, day)))
      return []
    case .pick: return []
    default: return nil
    }
  }

  /// The calendars' names, today as the first day shown, and the month of the day shown.
  func requests(in state: inout AppState) -> [Effect] {
    if state.extras.calendars.selected == nil, let today = state.clock {
      state.extras.calendars.selected = CalendarDay(year: today.year, month: today.month, day: today.day)
    }
    return state.askCalendars() + state.askMonth(of: state.extras.calendars.selected)
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    guard let selected = state.extras.calendars.selected else {
      DisplayPainter.centered("Reading the clock…", in: body, role: .rowDetail, into: &grid)
      return
    }
    let calendars = state.extras.calendars
    let month = selected.yearMonth
    let marked = calendars.markedDays(in: month, calendar: calendar)
    let today = state.clock.map { CalendarDay(year: $0.year, month: $0.month, day: $0.day) }
    let lead = month.first.weekday - 1
    let weeks = (lead + month.dayCount + 6) / 7
    let column = body.width / 7
    guard column >= 3, body.height >= weeks + 1 else {
      // Too small for the grid: the day and what it holds.
      let line = selected.shortDateLine + "\n" + Self.summary(of: calendars.events(on: selected, calendar: calendar))
      DisplayPainter.centered(line, in: body, role: .row, into: &grid)
      return
    }
    let left = body.x + (body.width - column * 7) / 2
    let letters = column >= 4 ? LocalTime.weekdays.map { String($0.prefix(3)) } : ["S", "M", "T", "W", "T", "F", "S"]
    for (i, letter) in letters.enumerated() {
      let x = left + i * column + (column - letter.count) / 2
      grid.write(letter, at: Point(x: x, y: body.y), role: .rowDetail)
    }
    // Rows spread over the height when there is room; a last line says the day's events.
    let spare = body.height - 1 - weeks
    let rowHeight = spare >= weeks + 1 ? 2 : 1
    for n in 1...month.dayCount {
      let cell = lead + n - 1
      let y = body.y + 1 + (cell / 7) * rowHeight
      let x = left + (cell % 7) * column
      let isSelected = n == selected.day
      let number = String(n)
      let mark = marked.contains(n) ? state.glyphs.dayMark : " "
      let text = String(repeating: " ", count: max(0, column - 1 - number.count)) + number + mark
      let isToday = today == CalendarDay(year: month.year, month: month.month, day: n)
      grid.write(text, at: Point(x: x, y: y), role: isSelected ? .selected : isToday ? .emphasis : .row)
    }
    let summaryY = body.y + 1 + weeks * rowHeight
    if summaryY < body.maxY {
      let line = Self.summary(of: calendars.events(on: selected, calendar: calendar))
      DisplayPainter.centered(
        line, in: Rect(x: body.x, y: summaryY, width: body.width, height: 1), role: .rowDetail, into: &grid)
    }
  }

  /// "2 events", "No events", "Reading…".
  static func summary(of events: [CalendarEvent]?) -> String {
    guard let events else { return "Reading…" }
    return events.isEmpty ? "No events" : events.count == 1 ? "1 event" : "\(events.count) events"
  }
}
