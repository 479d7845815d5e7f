import Testing

@testable import WheelCore

/// What counts as a play (half the song or four minutes, heard) and as a skip (left earlier by
/// the user), and the last played date that goes with a play.
@Suite struct PlayCountTests {
  /// Plays the first album's first song ("Speak to Me", 68 s) from Songs' order via its path.
  func start(_ app: inout AppState, at time: Double = 0) -> String {
    _ = app.update(.ticked(at: time))
    _ = app.update(.remote(.open(path: "/music/Pink Floyd/The Dark Side of the Moon/1.flac")))
    return app.currentTrack!.path
  }

  /// Position reports every quarter second from `from` to `to` (core time = position + offset).
  func hear(_ app: inout AppState, _ path: String, from: Double, to: Double, offset: Double = 0) -> [Effect] {
    var effects: [Effect] = []
    var t = from
    while t < to {
      t += 0.25
      effects += app.update(.ticked(at: offset + t))
      effects += app.update(.playbackProgressed(path: path, seconds: t))
    }
    return effects
  }

  @Test func halfTheSongHeardIsOnePlayWithItsDate() {
    var app = UserDataFixtures.app()
    let path = start(&app)
    _ = hear(&app, path, from: 0, to: 33.5)
    #expect(UserDataFixtures.record(app, "Speak to Me")?.plays == 0)
    let effects = hear(&app, path, from: 33.5, to: 40)
    let song = UserDataFixtures.record(app, "Speak to Me")
    #expect(song?.plays == 1 && song?.skips == 0)
    #expect(song?.lastPlayed == UserDataFixtures.wall + 34)  // counted at 34 s of core time
    #expect(AppState.saves(effects).count == 1, "saved once, when it counted")
    _ = hear(&app, path, from: 40, to: 67)
    _ = app.update(.trackFinished(path: path))
    #expect(UserDataFixtures.record(app, "Speak to Me")?.plays == 1, "one play, however long it went on")
  }

  @Test func leavingEarlyWithNextIsASkipAndNotAPlay() {
    var app = UserDataFixtures.app()
    let path = start(&app)
    _ = hear(&app, path, from: 0, to: 10)
    let effects = app.update(char("n", at: 11))
    #expect(app.currentTrack?.title == "Breathe")
    let song = UserDataFixtures.record(app, "Speak to Me")
    #expect(song?.skips == 1 && song?.plays == 0)
    #expect(song?.lastPlayed == nil)
    #expect(AppState.saves(effects).count == 1)
  }

  @Test func leavingAfterItCountedIsNoSkip() {
    var app = UserDataFixtures.app()
    let path = start(&app)
    _ = hear(&app, path, from: 0, to: 40)
    _ = app.update(char("n", at: 41))
    let song = UserDataFixtures.record(app, "Speak to Me")
    #expect(song?.plays == 1 && song?.skips == 0)
  }

  @Test func nothingHeardIsNoSkip() {
    var app = UserDataFixtures.app()
    _ = start(&app)
    _ = app.update(char("n", at: 1))
    #expect(UserDataFixtures.record(app, "Speak to Me")?.skips == 0)
  }

  @Test func aFailedSongIsNotSkipped() {
    var app = UserDataFixtures.app()
    let path = start(&app)
    _ = hear(&app, path, from: 0, to: 5)
    _ = app.update(.trackFailed(path: path, reason: "corrupt", time: 6))
    #expect(app.currentTrack?.title == "Breathe")
    #expect(UserDataFixtures.record(app, "Speak to Me")?.skips == 0)
  }

  @Test func restartingTheSameSongIsNoSkip() {
    var app = UserDataFixtures.app()
    let path = start(&app)
    _ = hear(&app, path, from: 0, to: 5)
    _ = app.update(char("b", at: 6))  // 5 s played: ⏮ restarts it
    #expect(app.currentTrack?.title == "Speak to Me")
    #expect(UserDataFixtures.record(app, "Speak to Me")?.skips == 0)
  }

  @Test func aSongThatEndsByItselfUncountedIsNoSkip() {
    var app = UserDataFixtures.app()
    let path = start(&app)
    _ = hear(&app, path, from: 0, to: 2)
    _ = app.update(key(.enter, at: 2))  // the scrub page
    _ = app.update(key(.end, at: 2))  // a seek to the end: nothing heard on the way
    _ = app.update(.trackFinished(path: path))
    #expect(app.currentTrack?.title == "Breathe")
    let song = UserDataFixtures.record(app, "Speak to Me")
    #expect(song?.skips == 0 && song?.plays == 0)
  }

  @Test func beforeTheDataArrivedNothingIsSaved() {
    var app = LibraryFixtures.app()  // no .userDataLoaded
    let path = start(&app)
    let effects = hear(&app, path, from: 0, to: 40)
    #expect(AppState.saves(effects).isEmpty)
    #expect(UserDataFixtures.record(app, "Speak to Me")?.plays == 1, "counted in memory all the same")
  }
}
