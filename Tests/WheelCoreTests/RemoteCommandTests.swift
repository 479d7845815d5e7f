import Testing

@testable import WheelCore

/// Commands from MPRIS and `ipodtui remote` drive the same player the wheel drives, and the
/// snapshot the adapters read says what happened.
@Suite struct RemoteCommandTests {
  func playing(_ path: String = "/music/Pink Floyd/The Dark Side of the Moon/1.flac") -> AppState {
    var app = LibraryFixtures.app()
    _ = app.update(.remote(.open(path: path)))
    return app
  }

  @Test func openingASongPlaysItsAlbumFromThatSong() {
    let app = playing("/music/Pink Floyd/The Dark Side of the Moon/2.flac")
    #expect(app.currentTrack?.title == "Breathe")
    #expect(app.player.queue?.tracks.count == 3)
    #expect(app.player.status == .playing)
    #expect(app.screen == .nowPlaying)
    #expect(app.remote.handled == 1 && app.remote.lastError == nil)
  }

  @Test func openingAFolderPlaysEverySongUnderIt() {
    var app = LibraryFixtures.app()
    _ = app.update(.remote(.open(path: "/music/The Beatles")))
    #expect(app.player.queue?.tracks.map { app.library.index[$0].title } == ["Come Together", "Something"])
  }

  /// A path is taken as the file system would take it: `.`, `..` and doubled slashes name the
  /// same song or folder (`remote open /…/demo/..` used to be "Not in the library" while
  /// `remote open /` played everything).
  @Test(arguments: [
    ("/music/Pink Floyd/./The Dark Side of the Moon//2.flac", "Breathe", 3),
    ("/music/The Beatles/Abbey Road/..", "Come Together", 2),
    ("/music/The Beatles/../The Beatles/", "Come Together", 2),
    ("/elsewhere/../music/Pink Floyd/The Dark Side of the Moon/2.flac", "Breathe", 3),
  ])
  func aPathIsReadAsTheFileSystemReadsIt(_ path: String, first: String, queued: Int) {
    var app = LibraryFixtures.app()
    _ = app.update(.remote(.open(path: path)))
    #expect(app.remote.lastError == nil, "\(path)")
    #expect(app.currentTrack?.title == first, "\(path)")
    #expect(app.player.queue?.tracks.count == queued, "\(path)")
  }

  @Test func theRootHoldsTheWholeLibraryAndItsParentIsTheRoot() {
    var root = LibraryFixtures.app()
    _ = root.update(.remote(.open(path: "/")))
    var above = LibraryFixtures.app()
    _ = above.update(.remote(.open(path: "/music/../..")))
    #expect(root.player.queue?.tracks.count == root.library.index.tracks.count)
    #expect(above.player.queue?.tracks == root.player.queue?.tracks)
  }

  /// While the scan is still reading the library, a song it has not reached yet is not
  /// "Not in the library" but not read yet (third hostile run).
  @Test func aSongTheScanHasNotReachedIsNotYetRead() {
    var app = LibraryFixtures.app()
    _ = app.update(.scanProgressed(.scanning(done: 10, total: 500)))
    _ = app.update(.remote(.open(path: "/music/Later/Song.flac")))
    #expect(app.remote.lastError == "Not in the library yet: it is still being read (10 of 500)")
    _ = app.update(.scanProgressed(.finished(songs: 8, skipped: 0)))
    _ = app.update(.remote(.open(path: "/music/Later/Song.flac")))
    #expect(app.remote.lastError == "Not in the library: /music/Later/Song.flac")
  }

  @Test func aPathOutsideTheLibraryIsAnErrorAndPlaysNothing() {
    var app = LibraryFixtures.app()
    let effects = app.update(.remote(.open(path: "/elsewhere/song.flac")))
    #expect(effects.isEmpty)
    #expect(app.remote.handled == 1)
    #expect(app.remote.lastError == "Not in the library: /elsewhere/song.flac")
    _ = app.update(.remote(.next))
    #expect(app.remote.lastError == AppState.nothingToPlay)
    #expect(PlayerSnapshot(app).remoteCommandsHandled == 2)
  }

  @Test func nextAndPreviousMoveTheQueueAsTheButtonsDo() {
    var app = playing()
    let effects = app.update(.remote(.next))
    #expect(app.currentTrack?.title == "Breathe")
    #expect(effects.contains(.play(app.currentTrack!, at: 0)))
    _ = app.update(.remote(.previous))
    #expect(app.currentTrack?.title == "Speak to Me")
  }

  @Test func playPauseStopAndPlayAgain() {
    var app = playing()
    #expect(app.update(.remote(.play)).isEmpty)  // already playing: nothing to do
    #expect(app.update(.remote(.pause)).contains(.pausePlayback))
    #expect(app.player.status == .paused)
    #expect(app.update(.remote(.pause)).isEmpty)
    #expect(app.update(.remote(.playPause)).contains(.resumePlayback))
    _ = app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: 30))
    #expect(app.update(.remote(.stop)).contains(.stopPlayback))
    #expect(app.player.status == .stopped && app.player.elapsed == 0)
    #expect(app.update(.remote(.play)).contains(.play(app.currentTrack!, at: 0)))
  }

  @Test func seekingIsRelativeOrAbsoluteAndStaysInTheSong() {
    var app = playing()
    _ = app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: 10))
    #expect(app.update(.remote(.seek(by: 5))).first == .seek(to: 15))
    #expect(app.update(.remote(.seekTo(40))).first == .seek(to: 40))
    _ = app.update(.remote(.seek(by: -100)))
    #expect(app.player.elapsed == 0)
    _ = app.update(.remote(.seekTo(1e9)))
    #expect(app.player.elapsed == 68 - 0.5)
  }

  @Test func volumeIsSetInWheelStepsAndShownLikeATurn() {
    var app = playing()
    let effects = app.update(.remote(.setVolume(0.2)))
    #expect(app.settings.volume == 5)
    #expect(effects == [.setVolume(app.musicGain), .saveSettings(app.settings)])
    #expect(app.player.lastWheelTime != nil)  // the volume bar shows
    _ = app.update(.remote(.changeVolume(by: 0.01)))  // less than a step still moves one
    #expect(app.settings.volume == 6)
    _ = app.update(.remote(.changeVolume(by: -1)))
    #expect(app.settings.volume == 0)
    #expect(app.update(.remote(.setVolume(0))).isEmpty)
    #expect(PlayerSnapshot(app).volume == 0)
  }

  @Test func shuffleAndRepeatAreTheSettings() {
    var app = playing()
    _ = app.update(.remote(.setShuffle(true)))
    #expect(app.settings.shuffle == .songs)
    let effects = app.update(.remote(.setRepeat(.all)))
    #expect(app.settings.repeatMode == .all)
    #expect(effects.contains(.queueNext(app.upcomingTrack)))  // the engine's next follows the new mode
    _ = app.update(.remote(.setShuffle(false)))
    #expect(app.settings.shuffle == .off)
  }

  @Test func quitLeaves() {
    var app = LibraryFixtures.app()
    #expect(app.update(.remote(.quit)) == [.quit])
  }

  @Test func theSnapshotShowsWhatTheScreenShows() {
    var app = playing()
    _ = app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: 12))
    let snapshot = PlayerSnapshot(app)
    #expect(snapshot.track?.title == "Speak to Me")
    #expect(snapshot.status == .playing)
    #expect(snapshot.position == 12 && snapshot.length == 68)
    #expect(snapshot.volumePercent == 60)
    #expect(snapshot.canGoNext && snapshot.canGoPrevious && snapshot.canPlay && snapshot.canSeek)
    _ = app.update(.remote(.next))
    _ = app.update(.remote(.next))
    #expect(!PlayerSnapshot(app).canGoNext)  // the last song, repeat off
    #expect(PlayerSnapshot(LibraryFixtures.app()).canPlay == false)
  }
}
