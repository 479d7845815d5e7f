import Testing

@testable import WheelCore

/// The resume point: what is read from disk is kept in range, what is on screen never traps,
/// and it is handed out to be saved whenever playback moves and every 5 s while it plays.
@Suite struct ResumeTests {
  func decode(_ text: String) -> ResumeState? { ResumeCodec.decode(Array(text.utf8)) }

  @Test(arguments: ["1e308", "nan", "inf", "-inf", "-1", "604801", "12abc", ""])
  func outOfRangeOrMistypedElapsedIsRefused(_ elapsed: String) {
    #expect(decode("position = 0\nelapsed = \(elapsed)\ntrack = 1\nend\n") == nil)
  }

  @Test func positionsOutsideTheQueueAndBadIDsAreRefused() {
    #expect(
      decode("position = 0\nelapsed = 3\ntrack = 1\nend\n") == ResumeState(trackIDs: [1], position: 0, elapsed: 3))
    #expect(decode("position = 1\nelapsed = 3\ntrack = 1\nend\n") == nil)
    #expect(decode("position = -1\nelapsed = 3\ntrack = 1\nend\n") == nil)
    #expect(decode("position = 99999999999999999999\nelapsed = 3\ntrack = 1\nend\n") == nil)
    #expect(decode("position = 0\nelapsed = 3\ntrack = 1.5\nend\n") == nil)
    #expect(decode("position = 0\nelapsed = 3\nend\n") == nil)
  }

  /// A point past the end of its song (the file was edited, the song re-encoded shorter)
  /// starts at the song's end at most, and Space plays from there instead of trapping.
  @Test func aRestoredPositionIsKeptInsideItsSong() {
    var app = state()
    _ = app.update(.resumePointLoaded(ResumeState(trackIDs: [6, 7], position: 0, elapsed: 1e308)))
    _ = app.update(.libraryLoaded(LibraryIndex(tracks: LibraryFixtures.tracks()), playlists: [], path: "/music"))
    #expect(app.currentTrack?.title == "Come Together")
    #expect(app.player.elapsed == 259)
    _ = Renderer.render(app)
    let effects = app.update(key(.space, at: 1))
    #expect(effects.contains(.play(app.currentTrack!, at: 259)))
  }

  /// Whatever the engine or a file reports, Now Playing draws.
  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e308, -1e308, -5, 0, 9.3e18, 1e19])
  func nowPlayingDrawsAnyTime(_ value: Double) {
    var app = LibraryFixtures.app()
    app.openMusic(3)
    _ = app.update(key(.enter))
    _ = app.update(key(.enter))
    #expect(app.screen == .nowPlaying)
    for (elapsed, duration) in [(value, 200.0), (10, value), (value, value)] {
      app.player.elapsed = elapsed
      app.player.duration = duration
      let text = Renderer.render(app).text
      #expect(text.contains("Come Together"))
    }
    #expect(NowPlayingPainter.format(value).count <= 8)
    // What the engine reports is kept sane on the way in.
    _ = app.update(.trackStarted(path: app.currentTrack!.path, duration: value))
    _ = app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: value))
    #expect(app.player.elapsed.isFinite && app.player.duration.isFinite)
    #expect(app.player.elapsed >= 0 && app.player.duration >= 0)
  }

  func playing() -> AppState {
    var app = LibraryFixtures.app()
    app.openMusic(3)
    _ = app.update(key(.enter, at: 10))
    let effects = app.update(key(.enter, at: 10))
    #expect(effects.contains(.saveResume(app.resumeState)), "starting a song saves the queue")
    return app
  }

  @Test func whilePlayingThePositionIsSavedEveryFiveSeconds() {
    var app = playing()
    #expect(app.nextDeadline.map { $0 <= 15 } == true)
    _ = app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: 4.9))
    #expect(!app.update(.ticked(at: 14.9)).contains { if case .saveResume = $0 { true } else { false } })
    _ = app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: 5))
    let effects = app.update(.ticked(at: 15))
    #expect(effects == [.saveResume(ResumeState(trackIDs: [6, 7], position: 0, elapsed: 5))])
    #expect(app.nextDeadline == 20)
  }

  @Test func pauseSeekAndTrackChangeSaveAtOnceButAPausedSongDoesNotTick() {
    var app = playing()
    func saves(_ effects: [Effect]) -> [ResumeState?] {
      effects.compactMap { if case .saveResume(let r) = $0 { r } else { nil } }
    }
    _ = app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: 2))
    #expect(saves(app.update(key(.space, at: 11))) == [ResumeState(trackIDs: [6, 7], position: 0, elapsed: 2)])
    #expect(app.nextDeadline == nil, "paused: no timer")
    #expect(saves(app.update(.ticked(at: 100))).isEmpty)
    #expect(saves(app.update(char("n", at: 101))).first??.position == 1)
    _ = app.update(key(.space, at: 102))
    #expect(saves(app.update(.trackFinished(path: app.currentTrack!.path))).count == 1)
  }

  /// Saved before the library has loaded (a quick quit, a second instance): the point read at
  /// start is what is saved, not nothing.
  @Test func anEarlySaveKeepsThePointNotYetRestored() {
    var app = state()
    let saved = ResumeState(trackIDs: [1, 2], position: 1, elapsed: 30)
    _ = app.update(.resumePointLoaded(saved))
    #expect(app.resumeState == saved)
  }
}
