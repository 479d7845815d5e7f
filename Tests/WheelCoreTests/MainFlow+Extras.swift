import Testing

@testable import WheelCore

/// The Extras' main flows as whole state changes (`assertUpdate`): Clocks, Stopwatch, Timer,
/// Alarms, Brick, Notes, Screen Lock and Brightness. Every changed field and every effect of
/// each step is named.
@Suite struct MainFlowExtrasTests {
  let click = MainFlow.click

  /// Clocks: with a city added, a turn moves from the local clock to the city's and clicks; the
  /// center opens the options (add or remove a city); MENU comes back to the faces.
  @Test func clocksTurnToACityAndOpenTheOptions() {
    var settings = Settings()
    settings.clockCities = ["Europe/Paris"]
    var app = state(settings: settings)
    _ = app.update(.wallClock(ExtrasScreenTests.nineOhFive))
    let asked = app.update(.ticked(at: 1))
    app.open(.clock)
    #expect(asked.isEmpty, "nothing is asked before Clocks shows")
    assertUpdate(&app, MainFlow.turn(1, at: 1), effects: [click, .extras(.readZones(["Europe/Paris"]))]) {
      $0.extras.clockIndex = 1
      $0.extras.world.askedAt = 1
    }
    assertUpdate(&app, MainFlow.turn(1, at: 1))  // the last face: no further, no click
    assertUpdate(&app, key(.enter, at: 1), effects: [click]) { $0.stack.append(Frame(.clock(.options))) }
    assertUpdate(&app, char("m", at: 1), effects: [click]) { $0.stack.removeLast() }
  }

  /// Stopwatch: ▶❚❚ starts it, the center records a lap while it runs, ▶❚❚ stops it, and the
  /// center then clears it.
  @Test func stopwatchStartsLapsStopsAndClears() {
    var app = state()
    app.open(.stopwatch)
    assertUpdate(&app, key(.space, at: 10), effects: [click]) {
      $0.stopwatch.toggle(at: 10)
      $0.now = 10
    }
    #expect(app.stopwatch.isRunning)
    assertUpdate(&app, key(.enter, at: 12.5), effects: [click]) {
      _ = $0.stopwatch.lap(at: 12.5)
      $0.now = 12.5
    }
    #expect(app.stopwatch.laps == [2.5])
    assertUpdate(&app, key(.space, at: 14), effects: [click]) {
      $0.stopwatch.toggle(at: 14)
      $0.now = 14
    }
    #expect(app.stopwatch.elapsed(at: 100) == 4)
    assertUpdate(&app, key(.enter, at: 15), effects: [click]) {
      $0.stopwatch = StopwatchState()
      $0.now = 15
    }
  }

  /// Timer: a turn sets the minutes, the center starts it, and when it runs out the alarm rings.
  @Test func timerSetsStartsAndRings() {
    var app = state()
    app.open(.timer)
    assertUpdate(&app, MainFlow.turn(1), effects: [click]) { _ = $0.timer.adjust(by: 1) }
    let minutes = app.timer.minutes
    assertUpdate(&app, key(.enter, at: 5), effects: [click]) {
      $0.timer.toggle(at: 5)
      $0.now = 5
    }
    let end = 5 + Double(minutes * 60)
    assertUpdate(&app, .ticked(at: end), effects: [.startAlarm(app.settings.alarmSound)]) {
      _ = $0.timer.tick(at: end)  // ringing
      $0.now = end
    }
  }

  /// Alarms: Create Alarm adds one (saved) and opens its time; a turn moves the hour, the
  /// center goes on to the minutes, a turn moves them, and the center closes the time on the
  /// alarm's page.
  @Test func alarmsCreateOneAndSetItsTime() {
    var app = state()
    app.open(.extra(.alarms))
    var created = app.settings
    created.alarms = [Alarm(sound: .tone(app.settings.alarmSound))]  // the Timer's sound, as a start
    assertUpdate(&app, key(.enter), effects: [click, .saveSettings(created)]) {
      $0.settings = created
      $0.stack += [Frame(.extra(.alarm(0))), Frame(.extra(.alarmTime(0)))]
    }
    var eight = created
    eight.alarms[0].hour = 8
    assertUpdate(&app, MainFlow.turn(1), effects: [click, .saveSettings(eight)]) { $0.settings = eight }
    assertUpdate(&app, key(.enter), effects: [click]) { $0.extras.editingMinutes = true }
    var eightFifteen = eight
    eightFifteen.alarms[0].minute = 15
    assertUpdate(&app, MainFlow.turn(15), effects: [.click("Classic", count: 8), .saveSettings(eightFifteen)]) {
      $0.settings = eightFifteen
    }
    assertUpdate(&app, key(.enter), effects: [click]) {
      $0.extras.editingMinutes = false
      $0.stack.removeLast()
    }
    #expect(app.content?.row(1).detail == "8:15")
  }

  /// Brick: the center serves the ball, a tick moves it, and the wheel moves the paddle.
  @Test func brickServesAndTheBallMoves() {
    var app = state()
    app.open(.extra(.brick))
    assertUpdate(&app, key(.enter, at: 1), effects: [click]) {
      $0.extras.brick.press(at: 1)
      $0.now = 1
    }
    let served = app.extras.brick
    assertUpdate(&app, .ticked(at: 1.1)) {
      _ = $0.extras.brick.advance(to: 1.1)
      $0.now = 1.1
    }
    #expect(app.extras.brick.ball != served.ball, "the ball moved")
    assertUpdate(&app, MainFlow.turn(1, at: 1.1), effects: [click]) { _ = $0.extras.brick.movePaddle(by: 1) }
    #expect(app.extras.brick.paddle != served.paddle)
  }

  /// Notes: the list is asked for when Notes opens, the listing arrives, the center opens a
  /// note (asking for its text), the text arrives and the wheel scrolls it.
  @Test func notesOpenANoteAndScrollIt() {
    var app = state(size: Size(width: 60, height: 24))
    app.open(.extras)
    app.moveCursor(to: "Notes")
    assertUpdate(&app, key(.enter), effects: [click, .extras(.listNotes)]) {
      $0.stack.append(Frame(.extra(.notes(""))))
      $0.extras.notes.listAsked = true
    }
    assertUpdate(&app, .extras(.notesListed(["a.txt", "b.txt"]))) { $0.extras.notes.files = ["a.txt", "b.txt"] }
    assertUpdate(&app, key(.enter), effects: [click, .extras(.readNote("a.txt"))]) {
      $0.stack.append(Frame(.extra(.note("a.txt"))))
      $0.extras.notes.open("a.txt")
    }
    let text = (1...60).map { "Line \($0)" }.joined(separator: "\n")
    assertUpdate(&app, .extras(.noteRead(path: "a.txt", text: text))) {
      $0.extras.notes.received(text, for: "a.txt")
    }
    assertUpdate(&app, MainFlow.turn(3), effects: [.click("Classic", count: 3)]) { $0.extras.notes.scroll = 3 }
    assertUpdate(&app, char("m"), effects: [click]) {
      $0.stack.removeLast()
      $0.extras.notes.openPath = nil  // read afresh when opened again
    }
  }

  /// Screen Lock: Set Combination opens the dial; a turn sets the digit, the center moves on,
  /// and the fourth press keeps the combination and says so.
  @Test func screenLockSetsACombination() {
    var app = state()
    app.open(.extra(.screenLock))
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.extra(.combination(.set)))) }
    assertUpdate(&app, MainFlow.turn(3), effects: [click]) { $0.extras.lock.entry[0] = 3 }
    assertUpdate(&app, key(.enter), effects: [click]) { $0.extras.lock.position = 1 }
    assertUpdate(&app, key(.enter), effects: [click]) { $0.extras.lock.position = 2 }
    assertUpdate(&app, key(.enter), effects: [click]) { $0.extras.lock.position = 3 }
    assertUpdate(&app, key(.enter), effects: [click]) {
      $0.extras.lock.combination = [3, 0, 0, 0]
      $0.extras.lock.clearEntry()  // the dial starts afresh next time
      $0.stack.removeLast()
      $0.notice = Notice(text: "Combination set", until: 2)
    }
    #expect(app.content?.row(0).label == "Lock")
  }

  /// Brightness: a turn brightens the display (saved), the center closes it.
  @Test func brightnessTurnsAndCloses() {
    var app = state()
    app.open(.settings)
    app.moveCursor(to: "Brightness")
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.extra(.brightness))) }
    var brighter = app.settings
    brighter.brightness -= BrightnessScreen.step
    assertUpdate(&app, MainFlow.turn(-1), effects: [click, .saveSettings(brighter)]) { $0.settings = brighter }
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.removeLast() }
  }

  /// Screen Lock, once a combination is set: Lock shows the dial on top of everything, a
  /// wrong combination is refused, the right one unlocks and goes back.
  @Test func screenLockLocksAndUnlocks() {
    var app = state()
    app.open(.extra(.screenLock))
    _ = app.update(key(.enter))  // Set Combination
    for _ in 0..<4 { _ = app.update(key(.enter)) }  // 0 0 0 0
    #expect(app.extras.lock.combination == [0, 0, 0, 0])
    assertUpdate(&app, key(.enter), effects: [click]) {
      $0.extras.lock.isLocked = true
      $0.stack.append(Frame(.extra(.combination(.unlock))))
      $0.notice = nil  // "Combination set" stays with the menu it was set from
    }
    assertUpdate(&app, MainFlow.turn(1), effects: [click]) { $0.extras.lock.entry[0] = 1 }
    for position in 1...3 {
      assertUpdate(&app, key(.enter), effects: [click]) { $0.extras.lock.position = position }
    }
    assertUpdate(&app, key(.enter), effects: [click]) {
      $0.extras.lock.clearEntry()
      $0.extras.lock.wrong = true
    }
    assertUpdate(&app, char("m"), effects: [click])  // locked: MENU does nothing
    for position in 1...3 {
      assertUpdate(&app, key(.enter), effects: [click]) { $0.extras.lock.position = position }
    }
    assertUpdate(&app, key(.enter), effects: [click]) {
      $0.extras.lock.isLocked = false
      $0.extras.lock.wrong = false
      $0.extras.lock.clearEntry()
      $0.stack.removeLast()
    }
  }

  /// Clocks > Add City: the regions are asked for, a region lists its cities, and choosing one
  /// adds it (saved), goes back to the faces on the new city's and asks for its time.
  @Test func clocksAddACity() {
    var app = state()
    _ = app.update(.wallClock(ExtrasScreenTests.nineOhFive))
    app.open(.clock)
    _ = app.update(key(.enter))  // the options
    assertUpdate(&app, key(.enter), effects: [click, .extras(.listZoneNames)]) {
      $0.stack.append(Frame(.clock(.regions)))
      $0.extras.world.zoneNamesAsked = true
    }
    let zones = ["Europe/Paris", "Europe/Berlin", "America/New_York"]
    assertUpdate(&app, .extras(.zoneNamesListed(zones))) { $0.extras.world.zoneNames = zones }
    app.moveCursor(to: "Europe")
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.clock(.cities("Europe")))) }
    app.moveCursor(to: "Paris")
    var added = app.settings
    added.clockCities = ["Europe/Paris"]
    assertUpdate(&app, key(.enter), effects: [click, .saveSettings(added), .extras(.readZones(["Europe/Paris"]))]) {
      $0.settings = added
      $0.stack.removeLast(3)
      $0.extras.clockIndex = 1
      $0.extras.world.askedAt = 0
    }
  }

  /// An alarm's page: the center turns it off and on, and cycles how it repeats (each saved).
  @Test func anAlarmTurnsOffAndRepeats() {
    var settings = Settings()
    settings.alarms = [Alarm()]
    var app = state(settings: settings)
    app.open(.extra(.alarms))
    assertUpdate(&app, MainFlow.turn(1), effects: [click]) { $0.expectSelected(1) }
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.extra(.alarm(0)))) }
    var off = app.settings
    off.alarms[0].isOn = false
    assertUpdate(&app, key(.enter), effects: [click, .saveSettings(off)]) { $0.settings = off }
    app.moveCursor(to: "Repeat")
    var daily = off
    daily.alarms[0].repeats = off.alarms[0].repeats.next
    assertUpdate(&app, key(.enter), effects: [click, .saveSettings(daily)]) { $0.settings = daily }
  }

  /// Music Quiz: the center starts a round (the music pauses, a clip of the song to name
  /// plays); the wheel moves over the titles and the center answers (the clip stops).
  @Test func quizStartsAndTakesAnAnswer() {
    var app = UserDataFixtures.app()
    _ = app.play(.all, from: 0)
    app.open(.extra(.quiz))
    _ = app.update(.ticked(at: 0))  // the song's lyrics and cover are asked for
    var quiz = app.extras.quiz
    let song = quiz.start(from: app.library.index.music, at: 1)!
    let clip = Effect.extras(
      .playClip(song, from: quiz.clipStart(of: song), seconds: QuizGame.answerSeconds, gain: app.musicGain))
    assertUpdate(&app, key(.enter, at: 1), effects: [click, .pausePlayback, clip, .saveResume(app.resumeState)]) {
      $0.extras.quiz = quiz
      $0.player.status = .paused
      $0.lastResumeSave = 1
      $0.now = 1
    }
    assertUpdate(&app, MainFlow.turn(1, at: 2), effects: [click]) {
      _ = $0.extras.quiz.turn(1)
      $0.now = 2
    }
    assertUpdate(&app, key(.enter, at: 3), effects: [click, .extras(.stopClip)]) {
      $0.extras.quiz.choose(at: 3)
      $0.now = 3
    }
  }

  /// Parachute: the center starts it, the wheel turns the gun, and a tick moves the game on.
  @Test func parachuteStartsAndTurns() {
    var app = state()
    app.open(.extra(.parachute))
    assertUpdate(&app, key(.enter, at: 1), effects: [click]) {
      $0.extras.parachute.press(at: 1)
      $0.now = 1
    }
    assertUpdate(&app, MainFlow.turn(-1, at: 1), effects: [click]) { _ = $0.extras.parachute.turn(-1) }
    #expect(app.extras.parachute.angle != 0, "the gun turned")
    assertUpdate(&app, .ticked(at: 1.5)) {
      $0.extras.parachute.advance(to: 1.5)
      $0.now = 1.5
    }
  }

  /// Extras > Games lists the three games; the center opens the one the wheel reaches.
  @Test func gamesOpenTheChosenGame() {
    var app = state()
    app.open(.extras)
    app.moveCursor(to: "Games")
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.extra(.games))) }
    assertUpdate(&app, MainFlow.turn(2), effects: [.click("Classic", count: 2)]) { $0.expectSelected(2) }
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.extra(.parachute))) }
  }

  /// An alarm's Sound: it opens on the alarm's tone (it opened on the first row, away from its
  /// ✓, until this flow found it), the wheel moves to another (with a click: unlike the Timer's
  /// Alarm Sound it does not preview), and the center chooses it for that alarm only.
  @Test func anAlarmsSoundOpensOnItsToneAndChooses() {
    var settings = Settings()
    settings.alarms = [Alarm(sound: .tone("Chimes"))]
    var app = state(settings: settings)
    app.open(.extra(.alarm(0)))
    app.moveCursor(to: "Sound")
    let sounds = app.environment.alarmSounds
    let chimes = sounds.firstIndex(of: "Chimes")!
    assertUpdate(&app, key(.enter), effects: [click]) {
      $0.stack.append(Frame(.extra(.alarmSound(0))))
      $0.expectSelected(chimes)
    }
    assertUpdate(&app, MainFlow.turn(1), effects: [click]) { $0.expectSelected(chimes + 1) }
    var chosen = app.settings
    chosen.alarms[0].sound = .tone(sounds[chimes + 1])
    assertUpdate(&app, key(.enter), effects: [click, .stopPreview, .saveSettings(chosen)]) {
      $0.settings = chosen
      $0.stack.removeLast()
    }
    #expect(app.settings.alarmSound == Settings().alarmSound, "the Timer's sound stays")
  }
}
