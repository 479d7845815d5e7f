import Testing

@testable import WheelCore

/// Issue 18's feel: a click per row moved and per press, holds that use the button held, slow
/// presses that still act, and ▶❚❚ held 2 s to sleep.
@Suite struct WheelFeelTests {
  let size = Size(width: 100, height: 40)
  var wheel: WheelGeometry { Layout(size: size).wheel! }
  func ring(_ angle: Double) -> Point {
    wheel.cell(atAngle: angle, radius: (wheel.outerRadius + wheel.buttonRadius) / 2)
  }

  /// Clicks the effects ask for, summed over their counts.
  func clicks(_ effects: [Effect]) -> Int {
    effects.reduce(0) { sum, effect in if case .click(_, let n) = effect { sum + n } else { sum } }
  }

  /// Songs: a list of 40 rows, too short to accelerate, long enough for a whole turn.
  func songs() -> AppState {
    var app = LibraryFixtures.app(size: size, tracks: LibraryFixtures.manySongs(40))
    app.openMusic(5)
    return app
  }

  /// A full turn sampled every `degrees`, slowly (one sample each 0.2 s): each report clicks
  /// once per row it moved, and the turn clicks once per row.
  @Test(arguments: [15.0, 30, 45])
  func aTurnClicksOncePerRowAtAnySampling(degrees: Double) {
    var app = songs()
    #expect(app.screen == .songs && app.content?.count == 40)
    _ = app.update(.pointerDown(ring(10), time: 10))
    var total = 0
    for i in 1...Int(360 / degrees) {
      let before = app.cursor.selected
      let effects = app.update(.pointerDragged(ring(10 + Double(i) * degrees), time: 10 + Double(i) * 0.2))
      let moved = app.cursor.selected - before
      #expect(clicks(effects) == moved, "sample \(i): \(moved) rows, \(effects)")
      total += clicks(effects)
    }
    _ = app.update(.pointerUp(ring(10), time: 30))
    #expect(app.cursor.selected == 24, "a whole turn is 24 rows")
    #expect(total == 24)
  }

  /// A jump of many rows in one report asks for 8 clicks, never more; a list's end cuts the
  /// clicks to the rows really moved, and none past it.
  @Test func aJumpClicksAtMostEightTimesAndTheEndsCutIt() {
    var app = LibraryFixtures.app(size: size, tracks: LibraryFixtures.manySongs(400))
    app.openMusic(5)
    let rows = app.layout.listRows
    assertUpdate(&app, .scrolled(steps: 64, at: Point(x: 0, y: 0), time: 1), effects: [.click("Classic", count: 8)]) {
      $0.stack[2].cursor.select(64, count: 400, visibleRows: rows)
      $0.letterFlash = LetterFlash(letter: "S", until: 1 + ListScreen.letterFlashSeconds)
      $0.now = 1
    }
    assertUpdate(&app, .scrolled(steps: -67, at: Point(x: 0, y: 0), time: 2), effects: [.click("Classic", count: 8)]) {
      $0.stack[2].cursor.select(0, count: 400, visibleRows: rows)
      $0.letterFlash = LetterFlash(letter: "S", until: 2 + ListScreen.letterFlashSeconds)
      $0.now = 2
    }
    assertUpdate(&app, .scrolled(steps: -3, at: Point(x: 0, y: 0), time: 3)) { $0.now = 3 }  // at the top: silent
    assertUpdate(&app, .scrolled(steps: 3, at: Point(x: 0, y: 0), time: 4), effects: [.click("Classic", count: 3)]) {
      $0.stack[2].cursor.select(3, count: 400, visibleRows: rows)
      $0.letterFlash = LetterFlash(letter: "S", until: 4 + ListScreen.letterFlashSeconds)
      $0.now = 4
    }
  }

  /// Every press clicks once, from a key, the center or a ring button; with the clicker off
  /// none does.
  @Test(arguments: [true, false])
  func everyPressClicks(clicker: Bool) {
    var settings = Settings()
    settings.clicker = clicker
    var app = LibraryFixtures.app(size: size, settings: settings)
    let keys: [Event] = [
      key(.enter), key(.escape), char("l"), char("h"), key(.right), key(.left), char("m"),
      key(.backspace), key(.space), char("p"), char("n"), char("b"),
    ]
    for event in keys {
      #expect(clicks(app.update(event)) == (clicker ? 1 : 0), "\(event)")
    }
    var t = 10.0
    for _ in 0..<10 {
      #expect(
        clicks(app.update(.pointerDown(Point(x: Int(wheel.centerX), y: Int(wheel.centerY)), time: t)))
          == (clicker ? 1 : 0), "center")
      _ = app.update(.pointerUp(Point(x: Int(wheel.centerX), y: Int(wheel.centerY)), time: t + 0.1))
      t += 1
      for angle in [0.0, 90, 180, 270] {
        _ = app.update(.pointerDown(ring(angle), time: t))
        #expect(clicks(app.update(.pointerUp(ring(angle), time: t + 0.1))) == (clicker ? 1 : 0), "ring at \(angle)°")
        t += 1
      }
    }
  }

  /// `n` held: the terminal repeats it every 40 ms and the song seeks; one press, one click.
  /// A second press 0.3 s later is a press of its own and clicks again.
  @Test func aHeldKeyClicksOnce() {
    var app = playing()
    var total = clicks(app.update(char("n", at: 100)))
    #expect(total == 1)
    total += clicks(app.update(char("n", at: 100.3)))
    #expect(total == 2, "a second press")
    var t = 100.9
    for _ in 0..<20 {
      total += clicks(app.update(char("n", at: t)))
      t += 0.04
    }
    #expect(app.player.hold?.seeks ?? 0 > 0, "the repeats seek")
    #expect(total == 3, "the first of the repeats is a press; the rest are the hold")
  }

  /// Playing the first of the demo's albums, 40 s in.
  func playing() -> AppState {
    var app = LibraryFixtures.app(size: size)
    app.openMusic(3)
    _ = app.update(key(.enter))
    _ = app.update(key(.enter))
    _ = app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: 40))
    return app
  }

  /// Whichever key came before, holding ⏭ with the mouse seeks forward and ⏮ backward, and
  /// letting go neither skips nor changes the song.
  @Test(arguments: ["n", "b"] as [Character], [90.0, 270])
  func aRingHoldSeeksTheWayItsButtonSays(keyBefore: Character, angle: Double) {
    var app = playing()
    _ = app.update(char(keyBefore, at: 100))
    _ = app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: 40))
    let song = app.currentTrack
    let elapsed = app.player.elapsed
    _ = app.update(.pointerDown(ring(angle), time: 100.3))
    var seeks: [Double] = []
    var t = 100.3
    while t < 102 {
      t = app.nextDeadline ?? 102
      for effect in app.update(.ticked(at: t)) { if case .seek(let to) = effect { seeks.append(to) } }
    }
    _ = app.update(.pointerUp(ring(angle), time: t))
    #expect(seeks.count >= 3)
    let forward = angle == 90
    #expect(seeks.first.map { forward ? $0 > elapsed : $0 < elapsed } == true, "\(seeks) from \(elapsed)")
    #expect(zip(seeks, seeks.dropFirst()).allSatisfy { forward ? $1 > $0 : $1 <= $0 }, "\(seeks)")
    #expect(app.currentTrack == song, "the release does not skip")
  }

  /// ▶❚❚ held 0.6 s or 1.9 s still pauses; MENU held 0.6 s still goes back, but from 1 s it
  /// switches the backlight instead (PRODUCT.md's holds), and the release does nothing more.
  @Test(arguments: [0.6, 1.5, 1.9])
  func aSlowPressActsOnRelease(seconds: Double) {
    var app = playing()
    _ = app.update(.pointerDown(ring(180), time: 200))
    _ = app.update(.ticked(at: 200 + seconds - 0.01))
    _ = app.update(.pointerUp(ring(180), time: 200 + seconds))
    #expect(app.player.status == .paused)
    #expect(!app.asleep)
    let depth = app.stack.count
    _ = app.update(.pointerDown(ring(0), time: 300))
    _ = app.update(.ticked(at: 300 + seconds - 0.01))
    _ = app.update(.pointerUp(ring(0), time: 300 + seconds))
    if seconds < WheelButton.menu.holdDelay {
      #expect(app.stack.count == depth - 1, "MENU went back")
    } else {
      #expect(app.stack.count == depth, "a held MENU does not go back")
      #expect(!app.displayLit, "a held MENU switched the backlight off")
      _ = app.update(key(.down, at: 400))
      #expect(app.displayLit, "any input lights it again")
    }
  }

  /// ▶❚❚ held 2 s sleeps: the music pauses and the display goes dark at 2 s, before the
  /// release; the release does nothing; the next key only wakes it.
  @Test func playPauseHeldTwoSecondsSleepsUntilTheNextInput() {
    var app = playing()
    let screen = app.screen
    _ = app.update(.pointerDown(ring(180), time: 200))
    #expect(app.nextDeadline == 202)
    #expect(app.update(.ticked(at: 201.9)).isEmpty && !app.asleep)
    var asleep = app
    asleep.asleep = true
    asleep.touch = nil
    asleep.player.status = .paused
    asleep.now = 202
    asleep.lastResumeSave = 202
    assertUpdate(&app, .ticked(at: 202), effects: [.pausePlayback, .saveResume(app.resumeState)]) { $0 = asleep }
    assertUpdate(&app, .pointerUp(ring(180), time: 203)) { $0.now = 203 }  // letting go: still asleep
    #expect(Renderer.render(app).text.contains(app.currentTrack!.title) == false, "the display is dark")
    assertUpdate(&app, key(.down, at: 204)) {  // wakes, nothing else
      $0.asleep = false
      $0.now = 204
    }
    #expect(app.screen == screen && app.player.status == .paused)
    #expect(Renderer.render(app).text.contains(app.currentTrack!.title))
  }
}
