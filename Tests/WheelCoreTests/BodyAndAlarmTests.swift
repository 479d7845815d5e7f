import Testing

@testable import WheelCore

/// The hold switch, the backlight, alarms, Screen Lock, Notes, Clocks' cities and their
/// settings: time in events, the wall clock in `.wallClock`.
@Suite struct BodyAndAlarmTests {
  static func at(_ hour: Int, _ minute: Int, second: Int = 0, weekday: Int = 2, day: Int = 30) -> Event {
    .wallClock(LocalTime(year: 2026, month: 11, day: day, weekday: weekday, hour: hour, minute: minute, second: second))
  }

  static func withAlarm(_ alarm: Alarm) -> AppState {
    var settings = Settings()
    settings.alarms = [alarm]
    return state(size: Size(width: 60, height: 24), settings: settings)
  }

  // MARK: Alarms

  @Test func anAlarmRingsAtItsMinuteOnceAndAWakesTheDisplay() {
    var app = Self.withAlarm(Alarm(hour: 7, minute: 30, repeats: .daily, sound: .tone("Radar")))
    _ = app.update(.ticked(at: 100))
    #expect(app.update(Self.at(7, 29, second: 58)).isEmpty)
    app.asleep = true
    #expect(app.update(Self.at(7, 30, second: 0)) == [.startAlarm("Radar")])
    #expect(!app.asleep && app.extras.alarms.ringing != nil)
    #expect(Renderer.render(app).text.contains("Alarm 7:30"))
    _ = app.update(key(.escape, at: 101))  // any other button stops it
    #expect(app.extras.alarms.ringing == nil)
    #expect(app.update(Self.at(7, 30, second: 40)).isEmpty, "once in its minute")
    #expect(app.settings.alarms[0].isOn, "a daily alarm stays on")
  }

  @Test func theCoreAsksToBeWokenAtTheNextMinuteWhileAnAlarmIsOn() {
    var app = Self.withAlarm(Alarm(hour: 7, minute: 30))
    _ = app.update(.ticked(at: 100))
    _ = app.update(Self.at(7, 29, second: 45))
    #expect(app.nextDeadline == 100 + 15 + 0.05)
    app.settings.alarms[0].isOn = false
    #expect(app.nextDeadline == nil)
  }

  @Test func aOnceAlarmTurnsItselfOffAndWeekdaysSkipTheWeekend() {
    var app = Self.withAlarm(Alarm(hour: 6, minute: 0, repeats: .once))
    let effects = app.update(Self.at(6, 0))
    #expect(effects.contains(.startAlarm("Chimes")))
    #expect(!app.settings.alarms[0].isOn && effects.contains(.saveSettings(app.settings)))
    var weekday = Self.withAlarm(Alarm(hour: 6, minute: 0, repeats: .weekdays))
    #expect(weekday.update(Self.at(6, 0, weekday: 7)).isEmpty, "Saturday")
    #expect(!weekday.update(Self.at(6, 0, weekday: 6, day: 29)).isEmpty, "Friday")
  }

  @Test func centerSnoozesNineMinutesThenItRingsAgain() {
    var app = Self.withAlarm(Alarm(hour: 7, minute: 0, repeats: .daily))
    _ = app.update(.ticked(at: 1000))
    _ = app.update(Self.at(7, 0))
    #expect(app.update(key(.enter, at: 1001)) == [.stopAlarm])
    #expect(app.extras.alarms.snoozed?.until == 1001 + AlarmBell.snoozeSeconds)
    #expect(app.nextDeadline.map { $0 <= 1001 + AlarmBell.snoozeSeconds } == true)
    #expect(app.update(.ticked(at: 1500)).isEmpty)
    #expect(app.update(.ticked(at: 1001 + AlarmBell.snoozeSeconds)) == [.startAlarm("Chimes")])
  }

  @Test func aPlaylistAlarmPlaysFromThePausedStateAndPausesWhenStopped() {
    var app = Self.withAlarm(Alarm(hour: 8, minute: 15, repeats: .daily, sound: .playlist("Wake")))
    let tracks = LibraryFixtures.tracks()
    _ = app.update(
      .libraryLoaded(LibraryIndex(tracks: tracks), playlists: [PlaylistInfo(name: "Wake", tracks: [2, 0])], path: "/m"))
    #expect(app.player.status != .playing)
    let effects = app.update(Self.at(8, 15))
    guard case .play(let song, at: 0) = effects.first(where: { if case .play = $0 { true } else { false } }) else {
      Issue.record("no play: \(effects)")
      return
    }
    #expect(song == app.library.index.tracks[2] && app.player.status == .playing)
    let stop = app.update(char("x", at: 2))
    #expect(stop.contains(.pausePlayback) && app.player.status == .paused)
  }

  // MARK: Hold switch and backlight

  @Test func holdIgnoresEveryInputButCtrlCAndShowsTheLock() {
    var app = state(size: Size(width: 60, height: 24))
    _ = app.update(char("H", at: 1))
    #expect(app.extras.hold)
    #expect(Renderer.render(app).text.contains("⊘"))
    let before = app.stack
    #expect(app.update(key(.down, at: 2)).isEmpty)
    #expect(app.update(key(.enter, at: 2)).isEmpty)
    #expect(app.update(char("q", at: 2)).isEmpty, "q too")
    let wheel = app.layout.wheel!
    #expect(app.update(.pointerDown(wheel.cell(atAngle: 0, radius: wheel.buttonRadius * 0.2), time: 3)).isEmpty)
    #expect(app.stack == before && app.cursor.selected == 0)
    #expect(app.update(key(.controlC, at: 4)) == [.quit])
    _ = app.update(char("H", at: 5))
    #expect(!app.extras.hold)
    _ = app.update(key(.down, at: 6))
    #expect(app.cursor.selected == 1)
  }

  @Test func theBacklightDimsAfterItsTimeAndAnyInputLightsIt() {
    var settings = Settings()
    settings.backlight = .five
    var app = state(size: Size(width: 60, height: 24), settings: settings)
    _ = app.update(key(.down, at: 10))
    #expect(app.displayLit && app.nextDeadline == 15)
    let lit = Renderer.render(app)
    _ = app.update(.ticked(at: 15))
    #expect(!app.displayLit)
    let dim = Renderer.render(app)
    #expect(dim.text == lit.text, "the same screen, only darker")
    let display = app.layout.display
    let cell = dim[display.x + 3, display.y + 3]
    #expect(cell.role == .art && cell.art?.bottom == RGB(0xF7F8F8).scaled(BodyPainter.dimFactor))
    _ = app.update(key(.down, at: 16))
    #expect(app.displayLit && app.cursor.selected == 2, "the input lit it and acted")
  }

  @Test func brightnessDarkensTheLitDisplayAndIsSavedInSteps() {
    var app = state(size: Size(width: 60, height: 24))
    app.push(.extra(.brightness))
    let effects = app.update(key(.up, at: 1))
    #expect(app.settings.brightness == 95 && effects.contains(.saveSettings(app.settings)))
    for _ in 0..<30 { _ = app.update(key(.up, at: 1)) }
    #expect(app.settings.brightness == Settings.brightnessRange.lowerBound)
    let cell = Renderer.render(app)[app.layout.display.x + 2, app.layout.display.y + 4]
    #expect(cell.role == .art)
  }

  @Test func theVolumeBarHasASpeakerAtEachEnd() {
    var app = state(size: Size(width: 100, height: 40))
    _ = app.update(.libraryLoaded(LibraryIndex(tracks: LibraryFixtures.tracks()), playlists: [], path: "/m"))
    _ = app.play(.all, from: 0)
    #expect(app.screen == .nowPlaying)
    _ = app.update(key(.down, at: 1))
    let text = Renderer.render(app).text
    #expect(text.contains("◂ ") && text.contains("◂))") && text.contains("Volume"))
    _ = app.update(.ticked(at: 10))
    #expect(!Renderer.render(app).text.contains("◂))"), "gone with the bar")
  }

  // MARK: Screen Lock

  @Test func aCombinationLocksEveryInputUntilItIsEntered() {
    var app = state(size: Size(width: 60, height: 24))
    app.push(.extra(.screenLock))
    _ = app.update(key(.enter, at: 1))  // Set Combination
    #expect(app.screen == .extra(.combination(.set)))
    for digit in [3, 1, 4, 1] {
      for _ in 0..<digit { _ = app.update(key(.down, at: 1)) }
      _ = app.update(key(.enter, at: 1))
    }
    #expect(app.extras.lock.combination == [3, 1, 4, 1] && app.screen == .extra(.screenLock))
    _ = app.update(key(.enter, at: 2))  // Lock
    #expect(app.extras.lock.isLocked && app.screen == .extra(.combination(.unlock)))
    _ = app.update(key(.escape, at: 3))
    _ = app.update(char("p", at: 3))
    #expect(app.screen == .extra(.combination(.unlock)), "MENU and ▶❚❚ do nothing while locked")
    for _ in 0..<4 { _ = app.update(key(.enter, at: 4)) }  // 0000: wrong
    #expect(app.extras.lock.isLocked && app.extras.lock.wrong)
    #expect(Renderer.render(app).text.contains("Wrong combination"))
    for digit in [3, 1, 4, 1] {
      for _ in 0..<(10 - digit) { _ = app.update(key(.up, at: 5)) }  // the wheel wraps 0 → 9
      _ = app.update(key(.enter, at: 5))
    }
    #expect(!app.extras.lock.isLocked && app.screen == .extra(.screenLock))
    #expect(app.update(key(.controlC, at: 6)) == [.quit])
  }

  // MARK: Notes

  @Test func notesAreWrappedAndStrippedOfControls() {
    let text = "Title\r\n\r\n\u{1B}]0;evil\u{07}Plain \u{1B}[31mred\u{1B}[0m words that wrap here\n\tindented\n\n\n"
    let lines = NotesState.lines(of: text, width: 12, in: .standard)
    #expect(lines == ["Title", "", "Plain red", "words that", "wrap here", "indented"])
    #expect(!lines.joined().contains("\u{1B}"))
  }

  @Test func theNotesListShowsFoldersThenNotesAndAWheelScrollsANote() {
    var app = state(size: Size(width: 60, height: 24))
    app.push(.extra(.notes("")))
    #expect(app.update(.ticked(at: 1)) == [.extras(.listNotes)])
    #expect(app.update(.ticked(at: 1.5)).isEmpty, "asked once")
    _ = app.update(.extras(.notesListed(["b.txt", "Recipes/Bread.txt", "a.md", "Recipes/Old/x.txt"])))
    #expect((0..<(app.content?.count ?? 0)).map { app.content!.row($0).label } == ["Recipes", "a", "b"])
    _ = app.update(key(.down, at: 2))
    let effects = app.update(key(.enter, at: 2))
    #expect(app.screen == .extra(.note("a.md")) && effects.contains(.extras(.readNote("a.md"))))
    #expect(Renderer.render(app).text.contains("Reading…"))
    _ = app.update(.extras(.noteRead(path: "a.md", text: (1...40).map { "line \($0)" }.joined(separator: "\n"))))
    #expect(Renderer.render(app).text.contains("line 1 "))
    _ = app.update(key(.down, at: 3))
    _ = app.update(key(.down, at: 3))
    #expect(app.extras.notes.scroll == 2 && Renderer.render(app).text.contains("line 3 "))
    _ = app.update(.keyPressed(.end, time: 4))
    #expect(app.extras.notes.scroll == 40 - app.layout.body.height)
    _ = app.update(.extras(.noteRead(path: "other.txt", text: "not this")))
    #expect(!Renderer.render(app).text.contains("not this"))
  }

  // MARK: Clocks

  @Test func aCitysTimeFollowsFromTheOffsets() {
    var world = WorldClock()
    world.localOffset = 3600
    world.offsets = ["Asia/Tokyo": 9 * 3600, "America/Los_Angeles": -8 * 3600]
    let local = LocalTime(year: 2026, month: 11, day: 30, weekday: 2, hour: 20, minute: 15, second: 5)
    let tokyo = world.time(in: "Asia/Tokyo", local: local)
    #expect(tokyo?.time.hour == 4 && tokyo?.time.minute == 15 && tokyo?.days == 1 && tokyo?.time.weekday == 3)
    let la = world.time(
      in: "America/Los_Angeles",
      local: LocalTime(year: 2026, month: 11, day: 30, weekday: 1, hour: 2, minute: 0, second: 0))
    #expect(la?.time.hour == 17 && la?.days == -1 && la?.time.weekday == 7)
    #expect(world.time(in: "Europe/Paris", local: local) == nil)
    #expect(WorldClock.cityName("America/Argentina/Buenos_Aires") == "Buenos Aires")
    #expect(
      WorldClock.isZoneName("Europe/Paris") && !WorldClock.isZoneName("../etc/passwd") && !WorldClock.isZoneName("UTC"))
  }

  @Test func addingACityFromTheRegionsShowsItsClock() {
    var app = state(size: Size(width: 60, height: 24))
    app.push(.clock)
    _ = app.update(key(.enter, at: 1))  // options
    #expect(app.screen == .clock(.options))
    let open = app.update(key(.enter, at: 1))  // Add City
    #expect(open.contains(.extras(.listZoneNames)))
    _ = app.update(.extras(.zoneNamesListed(["Europe/Paris", "Asia/Tokyo", "Europe/Berlin", "bad name"])))
    #expect(app.content?.row(0).label == "Asia" && app.content?.count == 2)
    _ = app.update(key(.down, at: 2))
    _ = app.update(key(.enter, at: 2))  // Europe
    #expect(app.content?.row(0).label == "Berlin")
    let add = app.update(key(.enter, at: 3))
    #expect(
      app.screen == .clock && app.settings.clockCities == ["Europe/Berlin"] && add.contains(.saveSettings(app.settings))
    )
    #expect(add.contains(.extras(.readZones(["Europe/Berlin"]))))
    #expect(app.extras.clockIndex == 1)
  }

  @Test func extrasSettingsReadBackAsWritten() throws {
    var s = Settings()
    s.clockCities = ["Asia/Tokyo", "America/Argentina/Buenos_Aires"]
    s.alarms = [
      Alarm(isOn: true, hour: 7, minute: 5, repeats: .weekdays, sound: .tone("Radar")),
      Alarm(isOn: false, hour: 23, minute: 59, repeats: .once, sound: .playlist("Morning Mix")),
    ]
    s.backlight = .ten
    s.brightness = 60
    let text = SettingsCodec.encode(s)
    #expect(text.contains("alarm = on 07:05 weekdays tone Radar"))
    #expect(try SettingsCodec.decode(Array(text.utf8)).get() == s)
    let bad = "version = 1\nalarm = on 25:00 daily tone X\nend\n"
    #expect(SettingsCodec.decode(Array(bad.utf8)) == .failure(.badValue("alarm", "on 25:00 daily tone X")))
    let hostile = "version = 1\nclock-cities = Europe/Paris ../../etc/x Asia/Tokyo\nend\n"
    #expect(try SettingsCodec.decode(Array(hostile.utf8)).get().clockCities == ["Europe/Paris", "Asia/Tokyo"])
  }
}
