import Testing

@testable import WheelCore

/// Settings > Date & Time: a zone shown in place of the computer's (display only), a 12- or
/// 24-hour clock, and the time in the title bar; Clocks and Alarms follow the choice.
@Suite struct DateTimeTests {
  /// Fri 15 Jan 2027 08:00:00 UTC, read on a computer in UTC.
  static let utc = LocalTime(
    year: 2027, month: 1, day: 15, weekday: 6, hour: 8, minute: 0, second: 0, unixTime: 1_800_000_000)

  /// Settings > Date & Time open, the clock read at `utc`.
  func dateTime(_ settings: Settings = Settings()) -> AppState {
    var app = state(settings: settings)
    _ = app.update(.wallClock(Self.utc))
    app.push(.settings)
    app.moveCursor(to: "Date & Time")
    _ = app.update(key(.enter))
    return app
  }

  @Test func hourCyclesWriteTheTimeAsTheiPodDoes() {
    #expect(HourCycle.twentyFour.text(hour: 9, minute: 5) == "09:05")
    #expect(HourCycle.twentyFour.text(hour: 23, minute: 59) == "23:59")
    #expect(HourCycle.twelve.text(hour: 0, minute: 5) == "12:05 AM")
    #expect(HourCycle.twelve.text(hour: 12, minute: 0) == "12:00 PM")
    #expect(HourCycle.twelve.text(hour: 23, minute: 59) == "11:59 PM")
    #expect(HourCycle.twelve.text(hour: 9, minute: 30) == "9:30 AM")
  }

  /// The moment in another zone, worked out from the Unix time: the date moves with it.
  @Test func aMomentInAnotherZoneHasItsOwnDate() {
    let la = Self.utc.inZone(offset: -8 * 3600)
    #expect(
      la == LocalTime(year: 2027, month: 1, day: 15, weekday: 6, hour: 0, minute: 0, second: 0, unixTime: 1_800_000_000)
    )
    let tonga = Self.utc.inZone(offset: 13 * 3600 + 1800)
    #expect(tonga?.day == 15 && tonga?.hour == 21 && tonga?.minute == 30)
    // 29 Feb 2028 23:30 UTC (a Tuesday) is Wednesday 1 March at 09:30 in Sydney.
    let leap = LocalTime(
      year: 2028, month: 2, day: 29, weekday: 3, hour: 23, minute: 30, second: 0, unixTime: 1_835_479_800)
    #expect(leap.inZone(offset: 0) == leap)
    let sydney = leap.inZone(offset: 10 * 3600)
    #expect(sydney?.month == 3 && sydney?.day == 1 && sydney?.weekday == 4 && sydney?.hour == 9)
    // Before 1970: New Year's Eve 1969, 20:00 UTC, a Wednesday.
    let old = LocalTime(year: 1969, month: 12, day: 31, weekday: 4, hour: 20, minute: 0, second: 0, unixTime: -14_400)
    #expect(old.inZone(offset: 5 * 3600)?.year == 1970 && old.inZone(offset: 5 * 3600)?.weekday == 5)
    // A clock read without its Unix time cannot be moved to a date elsewhere.
    var unknown = Self.utc
    unknown.unixTime = 0
    #expect(unknown.inZone(offset: 3600) == nil)
  }

  @Test func dateAndTimeSettingsAreSavedAndOldFilesKeepTheDefaults() throws {
    var s = Settings()
    s.dateTime.zone = "America/Argentina/Buenos_Aires"
    s.dateTime.hours = .twelve
    s.dateTime.timeInTitle = true
    let text = SettingsCodec.encode(s)
    #expect(text.contains("time-zone = America/Argentina/Buenos_Aires\n"))
    #expect(text.contains("clock-hours = 12-hour\n") && text.contains("time-in-title = on\n"))
    #expect(try SettingsCodec.decode(Array(text.utf8)).get() == s)
    #expect(try SettingsCodec.decode(Array("version = 2\nend\n".utf8)).get().dateTime == DateTimeSettings())
    let bad = text.replacingOccurrences(of: "America/Argentina/Buenos_Aires", with: "../../etc/passwd")
    #expect(throws: SettingsCodec.DecodeError.self) { try SettingsCodec.decode(Array(bad.utf8)).get() }
  }

  /// Time switches between the clocks in place and is saved; Time in Title puts it in the bar.
  @Test func timeRowsCycleAndTheTitleBarShowsTheTime() {
    var app = dateTime()
    #expect(app.screen == .setting(.dateTime))
    #expect(!titleBar(app).contains("08:00"), "no time in the title by default")
    app.moveCursor(to: "Time in Title")
    let shown = app.update(key(.enter))
    #expect(app.settings.dateTime.timeInTitle && shown.contains(.saveSettings(app.settings)))
    #expect(titleBar(app).contains("08:00"))
    app.moveCursor(to: "Time")
    let effects = app.update(key(.enter))
    #expect(app.settings.dateTime.hours == .twelve && effects.contains(.saveSettings(app.settings)))
    #expect(titleBar(app).contains("8:00 AM"))
    #expect(app.content?.row(app.cursor.selected).detail == "12-hour")
  }

  /// The time in the title wants the wall clock read again at the next minute.
  @Test func timeInTitleAsksForTheNextMinute() {
    var s = Settings()
    s.dateTime.timeInTitle = true
    var app = state(settings: s)
    _ = app.update(.ticked(at: 100))
    _ = app.update(.wallClock(LocalTime(year: 2027, month: 1, day: 15, weekday: 6, hour: 8, minute: 0, second: 42)))
    #expect(app.nextDeadline == 100 + 18 + 0.05)
    #expect(state().nextDeadline == nil)
  }

  /// Time Zone: System or a city from the tz database's regions; the chosen one is shown
  /// once its offset is read, and asked for again as daylight saving time may change it.
  @Test func aChosenZoneIsShownOnceItsOffsetIsRead() {
    var app = dateTime()
    app.moveCursor(to: "Time Zone")
    #expect(app.content?.row(app.cursor.selected).detail == "System")
    let asked = app.update(key(.enter))
    #expect(app.screen == .setting(.zoneRegions) && asked.contains(.extras(.listZoneNames)))
    _ = app.update(.extras(.zoneNamesListed(["America/Los_Angeles", "Europe/Paris", "Asia/Tokyo"])))
    #expect(app.content?.row(0).label == "System" && app.content?.row(0).accessory == .check)
    app.moveCursor(to: "America")
    _ = app.update(key(.enter))
    #expect(app.screen == .setting(.zones("America")))
    let chosen = app.update(key(.enter))
    #expect(app.settings.dateTime.zone == "America/Los_Angeles")
    #expect(app.screen == .setting(.dateTime), "back on Date & Time")
    #expect(
      chosen.contains(.saveSettings(app.settings)) && chosen.contains(.extras(.readZones(["America/Los_Angeles"]))))
    #expect(app.shownClock == Self.utc, "the computer's time until the offset is read")
    _ = app.update(.extras(.zonesRead(local: 0, zones: ["America/Los_Angeles": -8 * 3600])))
    #expect(app.shownClock?.hour == 0 && app.shownClock?.day == 15)
    #expect(app.content?.row(app.rowIndex("Time Zone")!).detail == "Los Angeles")
    // Read again a minute on, and not before.
    #expect(app.update(.ticked(at: app.now + 30)).contains(.extras(.readZones(["America/Los_Angeles"]))) == false)
    #expect(app.update(.ticked(at: app.now + 31)).contains(.extras(.readZones(["America/Los_Angeles"]))))
    // System again.
    app.moveCursor(to: "Time Zone")
    _ = app.update(key(.enter))
    _ = app.update(key(.enter))
    #expect(app.settings.dateTime.zone == nil && app.shownClock == Self.utc && app.screen == .setting(.dateTime))
  }

  /// Alarms ring at the time shown, and Clocks and Alarms write it with the chosen clock.
  @Test func clocksAndAlarmsFollowTheChoices() {
    var s = Settings()
    s.dateTime.zone = "Asia/Tokyo"
    s.dateTime.hours = .twelve
    s.alarms = [Alarm(isOn: true, hour: 17, minute: 0, repeats: .daily, sound: .tone("Chimes"))]
    var app = state(settings: s)
    _ = app.update(.extras(.zonesRead(local: 0, zones: ["Asia/Tokyo": 9 * 3600])))
    _ = app.update(.wallClock(Self.utc))
    #expect(app.extras.alarms.ringing != nil, "17:00 in Tokyo is 08:00 UTC")
    let list = MenuCatalog.alarms(in: app)
    #expect((0..<list.count).contains { list.row($0).label == "5:00 PM" })
    app.push(.clock)
    #expect(Renderer.render(app).text.contains("5:00 PM"))
    // Setting the alarm's time: 05:00 in big digits, and PM below.
    app.push(.extra(.alarmTime(0)))
    let text = Renderer.render(app).text
    #expect(text.contains("PM") && !text.contains("AM"))
  }

  @Test func dateAndTimeScreens() {
    for theme in [ThemeChoice.white, .black] {
      var s = Settings()
      s.dateTime.timeInTitle = true
      s.theme = theme
      var app = dateTime(s)
      assertScreen(app, named: "date-time-\(theme.rawValue.lowercased())-100x40")
      app.moveCursor(to: "Time")
      _ = app.update(key(.enter))
      var small = app
      _ = small.update(.resized(Size(width: 40, height: 16)))
      assertScreen(small, named: "date-time-12-hour-\(theme.rawValue.lowercased())-40x16")
    }
  }

  func titleBar(_ app: AppState) -> String {
    let grid = Renderer.render(app)
    let bar = app.layout.display
    return String(grid.text.split(separator: "\n", omittingEmptySubsequences: false)[bar.y])
  }
}
