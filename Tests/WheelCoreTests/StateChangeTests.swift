import Testing

@testable import WheelCore

/// The main flows as whole state changes: each step names every field it changes and every
/// effect it asks for, and `assertUpdate` fails on anything else.
@Suite struct StateChangeTests {
  func withLibrary() -> AppState {
    var app = state()
    _ = app.update(.libraryLoaded(LibraryIndex(tracks: LibraryFixtures.tracks()), playlists: [], path: "/music"))
    return app
  }

  @Test func menusOpenAndMenuGoesBack() {
    var app = state()
    assertUpdate(&app, key(.down), effects: [.click("Classic")]) {
      $0.stack[0].cursor.select(1, count: 6, visibleRows: $0.layout.listRows)
    }
    assertUpdate(&app, key(.up), effects: [.click("Classic")]) {
      $0.stack[0].cursor.select(0, count: 6, visibleRows: $0.layout.listRows)
    }
    assertUpdate(&app, key(.enter), effects: [.click("Classic")]) { $0.stack.append(Frame(.music)) }  // a press clicks
    assertUpdate(&app, char("m"), effects: [.click("Classic")]) { $0.stack.removeLast() }
    assertUpdate(&app, char("m"), effects: [.click("Classic")])  // the main menu stays; the press still clicks
  }

  @Test func settingsRowsCycleAndSave() {
    var app = state()
    for _ in 0..<4 { _ = app.update(key(.down)) }
    assertUpdate(&app, key(.enter), effects: [.click("Classic")]) { $0.stack.append(Frame(.settings)) }
    for _ in 0..<3 { _ = app.update(key(.down)) }  // Clicker
    var off = app.settings
    off.clicker = false
    // The press that turns the clicker off still clicks: it was on when pressed.
    assertUpdate(&app, key(.enter), effects: [.click("Classic"), .saveSettings(off)]) { $0.settings.clicker = false }
    var on = off
    on.clicker = true
    assertUpdate(&app, key(.enter), effects: [.saveSettings(on)]) { $0.settings.clicker = true }  // a silent press
    assertUpdate(&app, key(.enter), effects: [.click("Classic"), .saveSettings(off)]) { $0.settings.clicker = false }
    // Silent now.
    assertUpdate(&app, key(.up)) { $0.stack[1].cursor.select(2, count: 10, visibleRows: $0.layout.listRows) }
  }

  @Test func playingASongShowsNowPlayingAndTheWheelSetsTheVolume() {
    var app = withLibrary()
    _ = app.update(key(.enter))  // Music
    for _ in 0..<5 { _ = app.update(key(.down)) }
    _ = app.update(key(.enter))  // Songs
    let start = MainFlow.playStart(in: app, queue: app.library.index.songs, position: 0)
    assertUpdate(&app, .keyPressed(.enter, time: 0), effects: start.effects, start.change)
  }

  @Test func theWheelOnNowPlayingSetsTheVolumeAndClicks() {
    var app = withLibrary()
    _ = app.update(.keyPressed(.enter, time: 1))
    for _ in 0..<5 { _ = app.update(.keyPressed(.down, time: 1)) }
    _ = app.update(.keyPressed(.enter, time: 1))
    _ = app.update(.keyPressed(.enter, time: 1))
    var louder = app.settings
    louder.volume += 1
    let gain = { (s: Settings) -> Double in Double(s.volume * s.volume) / 625 * Double(s.volumeLimit) / 100 }
    assertUpdate(
      &app, .scrolled(steps: 1, at: Point(x: 0, y: 0), time: 2),
      effects: [.setVolume(gain(louder)), .saveSettings(louder), .click("Classic")]
    ) {
      $0.settings.volume += 1
      $0.player.lastWheelTime = 2
      $0.now = 2
    }
    assertUpdate(&app, .keyPressed(.enter, time: 3), effects: [.click("Classic")]) {
      $0.player.wheelMode = .scrub
      $0.player.lastWheelTime = 3
      $0.now = 3
    }
  }

  @Test func coverFlowTurnsAndOpensTheAlbum() {
    var app = withLibrary()
    _ = app.update(key(.enter))  // Music; Cover Flow is its first row
    _ = app.update(key(.enter))
    #expect(app.screen == .coverFlow)
    // Every album of this small library is in view from the start, so the turn asks for none.
    assertUpdate(&app, .scrolled(steps: 1, at: Point(x: 0, y: 0), time: 1), effects: [.click("Classic")]) {
      _ = $0.coverFlow.move(by: 1, count: 4, at: 1)
      $0.now = 1
    }
    // The center turns the cover round to its tracks, as on the iPod.
    assertUpdate(&app, .keyPressed(.enter, time: 2), effects: [.click("Classic")]) {
      $0.coverFlow.flip = CoverFlowFlip(album: 1, at: 2)
      $0.now = 2
    }
  }

  @Test func theTimerTurnsAndStarts() {
    var app = state()
    app.push(.timer)
    assertUpdate(&app, char("j"), effects: [.click("Classic")]) { _ = $0.timer.adjust(by: 1) }
    assertUpdate(&app, .keyPressed(.enter, time: 5), effects: [.click("Classic")]) {
      $0.timer.toggle(at: 5)
      $0.now = 5
    }
  }

  @Test func searchTakesTypedAndPastedLetters() {
    var app = withLibrary()
    app.push(.search)
    assertUpdate(&app, char("b")) {
      $0.search.append("b", in: $0.library.index)
      $0.searchStripIndex = 0
    }
    assertUpdate(&app, .pasted("re q")) { $0.search.append("re q", in: $0.library.index) }
    assertUpdate(&app, key(.backspace)) { $0.search.erase(in: $0.library.index) }
  }

  @Test func aNoticeShowsForFiveSeconds() {
    var app = state()
    _ = app.update(.ticked(at: 10))
    assertUpdate(&app, .notice("Can't save")) {
      $0.notice = Notice(text: "Can't save", until: 15)
      $0.notices.record("Can't save")  // and kept for About > Notices
    }
    assertUpdate(&app, .ticked(at: 15)) {  // gone from the display, still in the log
      $0.notice = nil
      $0.now = 15
    }
  }

  @Test func aSavedQueueWaitsForTheLibrary() {
    var app = state()
    let saved = ResumeState(trackIDs: [2], position: 0, elapsed: 30)
    assertUpdate(&app, .resumePointLoaded(saved)) { $0.pendingResume = saved }
  }
}
