import Testing

@testable import WheelCore

/// The rating page of Now Playing: the center's cycle, the wheel's stars, the timeout, the
/// stars on screen, and the tag write that only the setting allows.
@Suite struct RatingTests {
  func playing(settings: Settings = Settings()) -> AppState {
    var app = UserDataFixtures.app(settings: settings)
    _ = app.update(.remote(.open(path: "/music/Pink Floyd/The Dark Side of the Moon/2.flac")))
    return app
  }

  @Test func centerCyclesVolumeScrubArtRatingVolume() {
    var app = playing()
    #expect(app.screen == .nowPlaying && app.player.wheelMode == .volume)
    var seen: [PlayerState.WheelMode] = []
    for _ in 0..<4 {
      _ = app.update(key(.enter, at: 1))
      seen.append(app.player.wheelMode)
    }
    #expect(seen == [.scrub, .art, .rating, .volume])
  }

  @Test func theWheelSetsZeroToFiveStarsWithAClickPerStar() {
    var app = playing()
    for _ in 0..<3 { _ = app.update(key(.enter, at: 1)) }  // scrub, art, rating
    let effects = app.update(.scrolled(steps: 3, at: Point(x: 0, y: 0), time: 1.5))
    #expect(UserDataFixtures.record(app, "Breathe")?.rating == 3)
    #expect(effects.contains(.click("Classic", count: 3)))
    #expect(AppState.saves(effects).count == 1)
    #expect(app.player.wheelMode == .rating)
    _ = app.update(.scrolled(steps: 9, at: Point(x: 0, y: 0), time: 2))
    #expect(UserDataFixtures.record(app, "Breathe")?.rating == 5)
    #expect(app.update(key(.down, at: 2.5)).isEmpty, "at five stars the wheel has nothing to move")
    for _ in 0..<7 { _ = app.update(key(.up, at: 3)) }
    #expect(UserDataFixtures.record(app, "Breathe")?.rating == 0)
    #expect(app.settings.volume == Settings().volume, "the rating page never touched the volume")
  }

  @Test func theRatingPageFallsBackToVolumeAfterFourIdleSeconds() {
    var app = playing()
    for _ in 0..<3 { _ = app.update(key(.enter, at: 1)) }  // scrub, art, rating
    _ = app.update(key(.down, at: 2))
    _ = app.update(.ticked(at: 5.9))
    #expect(app.player.wheelMode == .rating, "a turn at 2 s keeps it until 6 s")
    #expect(app.nextDeadline == 6)
    _ = app.update(.ticked(at: 6))
    #expect(app.player.wheelMode == .volume)
  }

  @Test func starsShowOnTheRatingPageAndUnderTheSong() {
    var app = playing()
    for _ in 0..<3 { _ = app.update(key(.enter, at: 1)) }  // scrub, art, rating
    for _ in 0..<4 { _ = app.update(key(.down, at: 1)) }
    #expect(Renderer.render(app).text.contains("★ ★ ★ ★ •"))
    #expect(Renderer.render(app).text.contains("Rating"))
    _ = app.update(.ticked(at: 10))
    let text = Renderer.render(app).text
    #expect(text.contains("★★★★") && !text.contains("★ ★"), "back on volume: the stars under the album")
  }

  @Test func asciiStars() {
    var app = UserDataFixtures.app()
    app = {
      var a = app
      a.environment.useASCII = true
      return a
    }()
    _ = app.update(.remote(.open(path: "/music/Pink Floyd/The Dark Side of the Moon/2.flac")))
    for _ in 0..<3 { _ = app.update(key(.enter, at: 1)) }  // scrub, art, rating
    _ = app.update(key(.down, at: 1))
    _ = app.update(key(.down, at: 1))
    #expect(Renderer.render(app).text.contains("* * . . ."))
  }

  @Test func theFilesRatingShowsUntilOneIsSetHere() {
    var tracks = LibraryFixtures.tracks()
    tracks[1].rating = 3
    var app = UserDataFixtures.app(tracks: tracks)
    _ = app.update(.remote(.open(path: "/music/Pink Floyd/The Dark Side of the Moon/2.flac")))
    #expect(app.rating(ofTrack: app.player.queue!.current!) == 3)
    for _ in 0..<3 { _ = app.update(key(.enter, at: 1)) }  // scrub, art, rating
    _ = app.update(key(.down, at: 1))
    #expect(UserDataFixtures.record(app, "Breathe")?.rating == 4, "the wheel starts from the file's stars")
  }

  @Test func noTagIsWrittenUnlessTheSettingAllows() {
    var app = playing()
    for _ in 0..<3 { _ = app.update(key(.enter, at: 1)) }  // scrub, art, rating
    var effects = app.update(key(.down, at: 1))
    effects += app.update(char("n", at: 2))
    #expect(!effects.contains { if case .writeRatingTag = $0 { true } else { false } })
  }

  /// With Read & Write, the tag is written once the song no longer plays, with the last value.
  @Test func theTagIsWrittenWhenTheSongHasMovedOn() {
    var settings = Settings()
    settings.writeRatingTags = true
    var app = playing(settings: settings)
    let breathe = app.currentTrack!
    for _ in 0..<3 { _ = app.update(key(.enter, at: 1)) }  // scrub, art, rating
    var effects = app.update(key(.down, at: 1))
    effects += app.update(key(.down, at: 1))
    #expect(!effects.contains { if case .writeRatingTag = $0 { true } else { false } }, "not while it plays")
    #expect(app.userData.pendingRatingTag?.stars == 2)
    effects = app.update(char("n", at: 2))
    #expect(effects.contains(.writeRatingTag(breathe, stars: 2)))
    #expect(app.userData.pendingRatingTag == nil)
  }

  @Test func theRatingTagsSettingCyclesAndIsSaved() {
    var settings = Settings()
    settings.writeRatingTags = true
    #expect(SettingsCodec.decode(Array(SettingsCodec.encode(settings).utf8)) == .success(settings))
    #expect(SettingsCodec.encode(Settings()).contains("rating-tags = read"))
    var app = LibraryFixtures.app()
    app.openSettingsRow("Rating Tags")
    #expect(app.content?.row(app.cursor.selected).detail == "Read")
    _ = app.update(key(.enter))
    #expect(app.settings.writeRatingTags)
    #expect(app.content?.row(app.cursor.selected).detail == "Read & Write")
  }
}
