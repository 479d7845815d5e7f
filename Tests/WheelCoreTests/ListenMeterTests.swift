import Testing

@testable import WheelCore

/// When a play counts (half the song or four minutes), and what the core logs when it does.
@Suite struct ListenMeterTests {
  let song = Track(id: 1, path: "/m/a.flac", title: "A", artist: "X", duration: 100)

  @Test func theRuleIsHalfTheSongOrFourMinutes() {
    #expect(!ListenMeter.counts(heard: 49.9, duration: 100))
    #expect(ListenMeter.counts(heard: 50, duration: 100))
    #expect(!ListenMeter.counts(heard: 239, duration: 1200))
    #expect(ListenMeter.counts(heard: 240, duration: 1200))
    #expect(!ListenMeter.counts(heard: 200, duration: 0))  // unknown length: four minutes
  }

  @Test func onlyWhatPlayedCountsAndOnlyOnce() {
    var meter = ListenMeter()
    meter.begin(song, at: 0, time: 10)
    var fired = 0
    var position = 0.0
    while position < 40 {
      position += 0.25
      if meter.reached(position, path: song.path) { fired += 1 }
    }
    meter.jumped(to: 90)  // a seek past the middle adds nothing
    let afterSeek = meter.reached(90.25, path: song.path)
    #expect(!afterSeek)
    #expect(meter.heard == 40.25)
    meter.jumped(to: position)  // and back
    while position < 60 {
      position += 0.25
      if meter.reached(position, path: song.path) { fired += 1 }
    }
    #expect(fired == 1)
    #expect(meter.counted)
  }

  @Test func aJumpNobodyAnnouncedIsNotListening() {
    var meter = ListenMeter()
    meter.begin(song, at: 0, time: 0)
    let jump = meter.reached(80, path: song.path)
    let other = meter.reached(1, path: "/m/other.flac")
    #expect(!jump && !other)
    #expect(meter.heard == 0)
  }

  /// The app: a short song played through logs one listen with Scrobble log on, none with it off.
  func playThrough(scrobble: Bool) -> [Effect] {
    var settings = Settings()
    settings.scrobbleLog = scrobble
    var app = LibraryFixtures.app(settings: settings)
    _ = app.update(.ticked(at: 100))
    _ = app.update(.remote(.open(path: "/music/Pink Floyd/The Dark Side of the Moon/1.flac")))
    let path = app.currentTrack!.path
    var effects: [Effect] = []
    var t = 0.0
    while t < 68 {
      t += 0.25
      effects += app.update(.ticked(at: 100 + t))
      effects += app.update(.playbackProgressed(path: path, seconds: t))
    }
    effects += app.update(.trackFinished(path: path))
    #expect(app.currentTrack?.title == "Breathe")
    return effects.filter { if case .logListen = $0 { true } else { false } }
  }

  @Test func aCountedPlayIsLoggedWhenTheSettingIsOn() {
    let logged = playThrough(scrobble: true)
    #expect(logged.count == 1)
    guard case .logListen(let track, let ago) = logged.first else { return }
    #expect(track.title == "Speak to Me")
    #expect(abs(ago - 34) < 0.5)  // it counted at 34 s, half of 68, after starting at 0
    #expect(playThrough(scrobble: false).isEmpty)
  }

  @Test func theScrobbleSettingIsSavedAndShownInSettings() {
    var settings = Settings()
    settings.scrobbleLog = true
    #expect(SettingsCodec.decode(Array(SettingsCodec.encode(settings).utf8)) == .success(settings))
    #expect(SettingsCodec.encode(Settings()).contains("scrobble-log = off"))
    var app = LibraryFixtures.app()
    app.openSettingsRow("Scrobble Log")
    #expect(app.content?.row(app.cursor.selected).detail == "Off")
    #expect(app.update(key(.enter)) == [.click("Classic"), .saveSettings(app.settings)])
    #expect(app.settings.scrobbleLog)
  }
}

extension AppState {
  /// Opens Settings and selects the row labelled `label`.
  mutating func openSettingsRow(_ label: String) {
    for _ in 0..<4 { _ = update(key(.down)) }
    _ = update(key(.enter))
    while content?.row(cursor.selected).label != label, moveCursor(by: 1) {}
  }
}
