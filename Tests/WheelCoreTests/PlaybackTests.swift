import Testing

@testable import WheelCore

@Suite struct PlaybackTests {
  /// Music > Albums > first album (Abbey Road) > first song.
  func playFirstAlbum(_ app: inout AppState) -> [Effect] {
    app.openMusic(3)
    _ = app.update(key(.enter))
    return app.update(key(.enter))
  }

  @Test func choosingASongPlaysItWithItsListAsTheQueue() {
    var app = LibraryFixtures.app()
    let effects = playFirstAlbum(&app)
    #expect(app.screen == .nowPlaying)
    #expect(app.currentTrack?.title == "Come Together")
    #expect(app.player.queue?.tracks.count == 2)
    #expect(effects.contains(.play(app.currentTrack!, at: 0)))
    #expect(effects.contains { if case .queueNext(let t) = $0 { t?.title == "Something" } else { false } })
    #expect(app.player.status == .playing)
  }

  @Test func nowPlayingAppearsInTheMainMenuWhileAQueueExists() {
    var app = LibraryFixtures.app()
    #expect(app.content?.count == 6)
    _ = playFirstAlbum(&app)
    for _ in 0..<4 { _ = app.update(key(.escape)) }
    #expect(app.screen == .main)
    #expect(app.content?.row(6).label == "Now Playing")
  }

  @Test func gaplessRollOverAdvancesTheQueueAndQueuesTheNext() {
    var app = LibraryFixtures.app()
    _ = playFirstAlbum(&app)
    let first = app.currentTrack!.path
    let effects = app.update(.trackFinished(path: first))
    #expect(app.currentTrack?.title == "Something")
    #expect(effects == [.queueNext(nil), .loadLyrics(app.currentTrack!), .saveResume(app.resumeState)])
    _ = app.update(.trackFinished(path: app.currentTrack!.path))
    #expect(app.player.status == .stopped)
  }

  /// The last song ends with Repeat Off: Now Playing closes onto the album it was started from,
  /// and the main menu no longer offers it.
  @Test func theEndOfTheQueueGoesBackToTheMenuItCameFrom() {
    var app = LibraryFixtures.app()
    _ = playFirstAlbum(&app)
    let album = app.stack[app.stack.count - 2]
    _ = app.update(.trackFinished(path: app.currentTrack!.path))
    #expect(app.screen == .nowPlaying)
    let effects = app.update(.trackFinished(path: app.currentTrack!.path))
    #expect(effects.first == .stopPlayback)
    #expect(effects.contains(.saveResume(nil)))  // nothing left to resume
    #expect(app.stack.last == album)
    #expect(app.player.queue == nil && app.player.status == .stopped && !app.hasQueue)
    #expect(!Renderer.render(app).text.contains("0:00"))
    for _ in 0..<4 { _ = app.update(key(.escape)) }
    #expect(app.screen == .main)
    #expect(app.content?.count == 6)
    #expect(app.nextDeadline == nil)
  }

  /// Opened from the main menu's own "Now Playing" row, the end lands on the main menu with
  /// the selection kept inside the shorter list.
  @Test func theEndOfTheQueueFromTheMainMenuRow() {
    var app = LibraryFixtures.app()
    _ = playFirstAlbum(&app)
    for _ in 0..<4 { _ = app.update(key(.escape)) }
    for _ in 0..<6 { _ = app.update(key(.down)) }
    _ = app.update(key(.enter))
    #expect(app.screen == .nowPlaying)
    _ = app.update(.trackFinished(path: app.currentTrack!.path))
    _ = app.update(.trackFinished(path: app.currentTrack!.path))
    #expect(app.screen == .main && app.stack.count == 1)
    #expect(app.cursor.selected == 5 && app.content?.count == 6)
  }

  @Test func repeatAllKeepsNowPlayingAfterTheLastSong() {
    var settings = Settings()
    settings.repeatMode = .all
    var app = LibraryFixtures.app(settings: settings)
    _ = playFirstAlbum(&app)
    _ = app.update(.trackFinished(path: app.currentTrack!.path))
    _ = app.update(.trackFinished(path: app.currentTrack!.path))
    #expect(app.screen == .nowPlaying && app.currentTrack?.title == "Come Together")
  }

  @Test func pauseAndResume() {
    var app = LibraryFixtures.app()
    _ = playFirstAlbum(&app)
    #expect(app.update(key(.space)) == [.click("Classic"), .pausePlayback, .saveResume(app.resumeState)])
    #expect(app.player.status == .paused)
    #expect(app.update(char("p")) == [.click("Classic"), .resumePlayback, .saveResume(app.resumeState)])
  }

  @Test func previousRestartsAfterThreeSecondsAndGoesBackBefore() {
    var app = LibraryFixtures.app()
    _ = playFirstAlbum(&app)
    _ = app.update(char("n", at: 10))
    #expect(app.currentTrack?.title == "Something")
    _ = app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: 5))
    _ = app.update(char("b", at: 20))
    #expect(app.currentTrack?.title == "Something")
    #expect(app.player.elapsed == 0)
    _ = app.update(char("b", at: 30))
    #expect(app.currentTrack?.title == "Come Together")
  }

  @Test func heldKeySeeksInTheSongThatWasPlaying() {
    var app = LibraryFixtures.app()
    _ = playFirstAlbum(&app)
    _ = app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: 40))
    _ = app.update(char("n", at: 100))  // first press skips
    #expect(app.currentTrack?.title == "Something")
    var effects: [Effect] = []
    var t = 100.55  // the terminal's key repeat starts after its delay: at first like a second press
    for _ in 0..<10 {
      effects += app.update(char("n", at: t))
      t += 0.04
    }
    #expect(app.currentTrack?.title == "Come Together")
    #expect(app.player.elapsed > 40)
    #expect(effects.contains { if case .seek = $0 { true } else { false } })
    _ = app.update(.ticked(at: t + 1))
    #expect(app.player.hold == nil)
  }

  @Test func mouseHeldOnNextSeeksAfterHalfASecond() {
    var app = LibraryFixtures.app()
    _ = playFirstAlbum(&app)
    let wheel = app.layout.wheel!
    let next = wheel.cell(atAngle: 90, radius: (wheel.outerRadius + wheel.buttonRadius) / 2)
    _ = app.update(.pointerDown(next, time: 50))
    #expect(app.nextDeadline == 50.5)
    #expect(app.update(.ticked(at: 50.5)).first == .seek(to: 2))
    #expect(app.update(.ticked(at: 50.7)).first == .seek(to: 4))
    _ = app.update(.pointerUp(next, time: 50.8))
    #expect(app.currentTrack?.title == "Come Together")  // a hold is not a tap
  }

  @Test func wheelOnNowPlayingSetsVolumeAndCenterSwitchesToScrub() {
    var app = LibraryFixtures.app()
    _ = playFirstAlbum(&app)
    let before = app.settings.volume
    let effects = app.update(key(.down, at: 5))
    #expect(app.settings.volume == before + 1)
    #expect(effects.contains(.setVolume(app.musicGain)))
    #expect(app.nextDeadline != nil)
    _ = app.update(key(.enter, at: 6))
    #expect(app.player.wheelMode == .scrub)
    let seek = app.update(key(.down, at: 6.5))
    #expect(seek == [.seek(to: 2.59), .saveResume(app.resumeState)])
    _ = app.update(.ticked(at: 11))
    #expect(app.player.wheelMode == .volume)
  }

  @Test func volumeStopsAtBothEnds() {
    var settings = Settings()
    settings.volume = Settings.volumeSteps
    var app = LibraryFixtures.app(settings: settings)
    _ = playFirstAlbum(&app)
    #expect(app.update(key(.down)) == [])
    #expect(app.musicGain == 1.0)
  }

  @Test func aFailedSongIsSkippedWithANotice() {
    var app = LibraryFixtures.app()
    _ = playFirstAlbum(&app)
    let effects = app.update(.trackFailed(path: app.currentTrack!.path, reason: "not audio", time: 3))
    #expect(app.currentTrack?.title == "Something")
    #expect(app.notice?.text.contains("not audio") == true)
    #expect(effects.contains { if case .play = $0 { true } else { false } })
    _ = app.update(.trackFailed(path: app.currentTrack!.path, reason: "gone", time: 4))
    #expect(app.player.status == .stopped)  // every song failed: stop instead of looping
  }

  @Test func shuffleSongsPlaysTheWholeLibrary() {
    var app = LibraryFixtures.app()
    for _ in 0..<5 { _ = app.update(key(.down)) }
    _ = app.update(key(.enter))
    #expect(app.screen == .nowPlaying)
    #expect(app.player.queue?.tracks.count == 8)
    #expect(Set(app.player.queue!.tracks).count == 8)
  }

  @Test func resumeRoundTripRestoresPausedAcrossAReload() {
    var app = LibraryFixtures.app()
    _ = playFirstAlbum(&app)
    _ = app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: 42))
    let saved = app.resumeState!
    var next = state()
    _ = next.update(.resumePointLoaded(saved))
    // A rescan may order tracks differently: the queue follows ids, not indices.
    _ = next.update(
      .libraryLoaded(LibraryIndex(tracks: LibraryFixtures.tracks().reversed()), playlists: [], path: "/music"))
    #expect(next.currentTrack?.title == "Come Together")
    #expect(next.player.status == .paused)
    #expect(next.player.elapsed == 42)
    let effects = next.update(key(.space))
    #expect(effects.prefix(3) == [.click("Classic"), .setVolume(next.musicGain), .play(next.currentTrack!, at: 42)])
  }
}

@Suite struct SilentPlaybackTests {
  /// The device opens after the first frame: its answer decides whether songs can sound.
  @Test func theSoundDevicesLateAnswerSetsTheReasonForSilence() {
    var app = state()
    _ = app.update(.libraryLoaded(LibraryIndex(tracks: LibraryFixtures.tracks()), playlists: [], path: "/m"))
    _ = app.update(.soundReady(problem: .noSoundCard))
    app.openMusic(5)
    let effects = app.update(key(.enter))
    #expect(app.player.status == .paused)
    #expect(!effects.contains { if case .play = $0 { true } else { false } })
    _ = app.update(.soundReady(problem: nil))
    #expect(app.update(key(.space)).contains { if case .play = $0 { true } else { false } })
  }

  @Test func withoutSoundASongIsShownPausedWithTheReason() {
    var app = state(environment: Environment(soundProblem: .noSoundCard))
    _ = app.update(.libraryLoaded(LibraryIndex(tracks: LibraryFixtures.tracks()), playlists: [], path: "/m"))
    app.openMusic(5)
    let effects = app.update(key(.enter))
    #expect(app.screen == .nowPlaying)
    #expect(app.player.status == .paused)
    #expect(!effects.contains { if case .play = $0 { true } else { false } })
    #expect(app.notice?.text == "Can't play: no sound card")
  }
}

@Suite struct VolumeLimitTests {
  @Test func choosingALimitSetsTheEngineVolumeAtOnce() {
    var settings = Settings()
    settings.volume = Settings.volumeSteps
    var app = state(settings: settings, [char("j"), char("j"), char("j"), char("j"), char("l")])
    for _ in 0..<8 { _ = app.update(key(.down)) }
    _ = app.update(key(.enter))
    #expect(app.screen == .setting(.volumeLimit))
    var effects: [Effect] = []
    for _ in 0..<10 { effects = app.update(key(.up)) }
    #expect(app.settings.volumeLimit == 50)
    #expect(effects.contains(.setVolume(0.5)))
  }
}

@Suite struct NowPlayingTextTests {
  @Test func remainingTimeRoundsUpAndMissingTagsSayUnknown() {
    let untagged = Track(id: 1, path: "/m/x.wav", title: "x", duration: 3)
    var app = LibraryFixtures.app(tracks: [untagged])
    app.openMusic(5)
    _ = app.update(key(.enter))
    _ = app.update(.playbackProgressed(path: "/m/x.wav", seconds: 2.4))
    let text = Renderer.render(app).text
    #expect(text.contains("-0:01"))
    #expect(text.contains("Unknown Artist"))
    #expect(text.contains("Unknown Album"))
  }
}
