import Testing

@testable import WheelCore

@Suite struct ExtrasTests {
  /// Extras > the row that opens `screen` (found by the row, so a new Extra does not move it).
  func extras(_ screen: Screen) -> AppState {
    var app = state(size: Size(width: 60, height: 24), [key(.down), key(.down), key(.down), key(.enter)])
    let row = MenuCatalog.extrasRows.firstIndex { $0.action == .open(screen) } ?? 0
    for _ in 0..<row { _ = app.update(key(.down)) }
    _ = app.update(key(.enter))
    return app
  }

  @Test func timerStateMachineWithTimeInEvents() {
    var t = TimerState()
    let r1 = t.adjust(by: -10)
    #expect(r1)
    #expect(t.minutes == 1)
    let r2 = t.adjust(by: -1)
    #expect(!r2)
    t.toggle(at: 100)
    #expect(t.deadline == 160)
    let r3 = t.adjust(by: 1)
    #expect(!r3)
    t.toggle(at: 130)
    #expect(t.status == .paused(remaining: 30))
    t.toggle(at: 200)
    let r4 = t.tick(at: 229)
    #expect(!r4)
    let r5 = t.tick(at: 230)
    #expect(r5)
    #expect(t.status == .ringing)
    let r6 = t.tick(at: 231)
    #expect(!r6)
  }

  @Test func timerRingsWhileBrowsingElsewhereUntilAnyButton() {
    var app = extras(.timer)
    #expect(app.screen == .timer)
    _ = app.update(key(.up, at: 1))
    _ = app.update(key(.up, at: 1))
    _ = app.update(key(.up, at: 1))
    _ = app.update(key(.up, at: 1))  // 1 minute
    _ = app.update(key(.enter, at: 2))
    _ = app.update(key(.escape, at: 3))
    _ = app.update(key(.escape, at: 3))
    #expect(app.screen == .main)
    #expect(Renderer.render(app).text.contains("◷"))
    #expect(app.nextDeadline == 62)
    #expect(app.update(.ticked(at: 62)) == [.startAlarm("Chimes")])
    #expect(Renderer.render(app).text.contains("Timer done"))
    let before = app.cursor.selected
    let effects = app.update(key(.down, at: 63))
    #expect(effects == [.stopAlarm])
    #expect(app.cursor.selected == before)  // the press only silenced the alarm
    #expect(app.timer.status == .idle)
  }

  /// As on the iPod: ▶❚❚ starts and stops, the center takes laps while running and clears
  /// the time once stopped; ⏭ is not the stopwatch's (it skips songs).
  @Test func stopwatchPlayPauseStartsAndStopsCenterTakesLaps() {
    var app = extras(.stopwatch)
    #expect(app.screen == .stopwatch)
    _ = app.update(key(.enter, at: 5))
    #expect(!app.stopwatch.isRunning && app.stopwatch.laps.isEmpty)  // center does not start it
    _ = app.update(key(.space, at: 10))
    #expect(app.stopwatch.isRunning)
    #expect(app.nextDeadline == 10.1)
    _ = app.update(key(.enter, at: 15))
    _ = app.update(key(.enter, at: 17.5))
    _ = app.update(char("n", at: 18))
    #expect(app.stopwatch.laps == [2.5, 5])
    #expect(Renderer.render(app).text.contains("Center lap"))
    _ = app.update(char("p", at: 20))
    #expect(!app.stopwatch.isRunning)
    #expect(app.stopwatch.elapsed(at: 99) == 10)
    #expect(StopwatchState.format(app.stopwatch.elapsed(at: 99)) == "0:10.0")
    #expect(Renderer.render(app).text.contains("Center clears"))
    _ = app.update(key(.enter, at: 21))
    #expect(app.stopwatch.elapsed(at: 22) == 0)
    #expect(app.stopwatch.laps.isEmpty)
    #expect(app.screen == .stopwatch)
  }

  @Test func clockShowsTheTimeAndDateItIsGiven() {
    var app = extras(.clock)
    #expect(app.screen == .clock)
    _ = app.update(.wallClock(LocalTime(year: 2026, month: 11, day: 30, weekday: 2, hour: 9, minute: 5, second: 7)))
    _ = app.update(.resized(Size(width: 100, height: 40)))
    #expect(Renderer.render(app).text.contains("Monday, 30 November 2026"))
    _ = app.update(.resized(Size(width: 60, height: 24)))
    #expect(app.nextDeadline != nil)
    assertScreen(app, named: "clock-60x24")
  }

  @Test func alarmSoundPickerPreviewsAlarms() {
    var app = extras(.picker(.alarmSound))
    #expect(app.screen == .picker(.alarmSound))
    #expect(app.content?.row(1).accessory == .check)
    #expect(app.cursor.selected == 1)  // opens on the current choice
    #expect(app.update(key(.down)) == [.previewAlarm("Radar")])
  }
}
