import Testing

@testable import WheelCore

/// A player others drive too (MPD): the core follows its reports.
@Suite struct PlayerFollowingTests {
  /// Plays Abbey Road from its first song, and the player says it got there.
  func playFirstAlbum(_ app: inout AppState) {
    app.openMusic(3)
    _ = app.update(key(.enter))
    _ = app.update(key(.enter))
    _ = app.update(.playerReported(PlayerReport(state: .playing, path: app.currentTrack!.path)))
  }

  func path(_ title: String, in app: AppState) -> String {
    app.library.index.tracks.first { $0.title == title }!.path
  }

  @Test func anotherClientsNextMovesToTheQueuedSongAndQueuesTheOneAfter() {
    var app = LibraryFixtures.app()
    playFirstAlbum(&app)
    let next = path("Something", in: app)
    let effects = app.update(.playerReported(PlayerReport(state: .playing, path: next, elapsed: 3, duration: 182)))
    #expect(app.currentTrack?.title == "Something")
    #expect(app.player.elapsed == 3)
    #expect(effects.contains(.queueNext(nil)))
    #expect(!effects.contains { if case .play = $0 { true } else { false } })
  }

  /// ⏭ pressed while a report of the song before was on its way: the report is stale.
  @Test func aReportFromBeforeTheSongWasSentIsIgnored() {
    var app = LibraryFixtures.app()
    playFirstAlbum(&app)
    let first = app.currentTrack!.path
    _ = app.update(key(.character("n")))
    #expect(app.currentTrack?.title == "Something")
    _ = app.update(.playerReported(PlayerReport(state: .playing, path: first, elapsed: 9)))
    #expect(app.currentTrack?.title == "Something" && app.player.elapsed == 0)
    _ = app.update(.playerReported(PlayerReport(state: .playing, path: path("Something", in: app), elapsed: 1)))
    _ = app.update(.playerReported(PlayerReport(state: .playing, path: first, queue: [first], position: 0)))
    #expect(app.currentTrack?.title == "Come Together", "another client's jump back, once in step, is followed")
  }

  @Test func pauseAndPlayElsewhereShowHere() {
    var app = LibraryFixtures.app()
    playFirstAlbum(&app)
    let current = app.currentTrack!.path
    _ = app.update(.playerReported(PlayerReport(state: .paused, path: current, elapsed: 40, duration: 259)))
    #expect(app.player.status == .paused && app.player.elapsed == 40)
    #expect(Renderer.render(app).text.contains("0:40"))
    _ = app.update(.playerReported(PlayerReport(state: .playing, path: current, elapsed: 41, duration: 259)))
    #expect(app.player.status == .playing)
  }

  @Test func aSongFromOutsideTheQueueTakesThePlayersQueue() {
    var app = LibraryFixtures.app()
    #expect(!app.hasQueue)
    let queue = ["Breathe", "Time", "夜に駆ける"].map { path($0, in: app) } + ["http://radio.example/stream"]
    _ = app.update(
      .playerReported(PlayerReport(state: .playing, path: queue[1], queue: queue, position: 1, elapsed: 5)))
    #expect(app.currentTrack?.title == "Time")
    #expect(app.player.queue?.tracks.count == 3)  // the stream is not in the library
    #expect(app.player.duration == 413)
    #expect(app.content?.row(6).label == "Now Playing")
  }

  @Test func aSongTheLibraryDoesNotKnowChangesNothing() {
    var app = LibraryFixtures.app()
    let effects = app.update(
      .playerReported(PlayerReport(state: .playing, path: "elsewhere.mp3", queue: ["elsewhere.mp3"], position: 0)))
    #expect(effects.isEmpty && !app.hasQueue)
  }

  @Test func theLastSongEndingFinishesTheQueueAndAStopElsewhereKeepsIt() {
    var app = LibraryFixtures.app()
    playFirstAlbum(&app)
    _ = app.update(.playerReported(PlayerReport(state: .stopped)))
    #expect(app.hasQueue && app.player.status == .stopped)  // Something was still to come
    _ = app.update(.playerReported(PlayerReport(state: .playing, path: path("Something", in: app))))
    #expect(app.currentTrack?.title == "Something" && app.player.status == .playing)
    _ = app.update(.playerReported(PlayerReport(state: .stopped)))
    #expect(!app.hasQueue)
  }

  @Test func theRoomsVolumeBecomesTheWheelsVolume() {
    var app = LibraryFixtures.app()
    _ = app.update(.playerReported(PlayerReport(state: .stopped, volume: 25)))
    #expect(abs(app.musicGain - 0.25) < 0.05)
    let settled = app.settings.volume
    _ = app.update(.playerReported(PlayerReport(state: .stopped, volume: 25)))
    #expect(app.settings.volume == settled)
  }

  @Test func theSourcesTroubleShowsInTheTitleBarUntilItIsOver() {
    var app = LibraryFixtures.app()
    _ = app.update(.sourceStatus("MPD: reconnecting…\u{1B}[2J"))
    let title = Renderer.render(app).text.split(separator: "\n").first { $0.contains("MPD") }
    #expect(title?.contains("MPD: reconnecting…") == true)
    #expect(!Renderer.render(app).text.contains("\u{1B}"))
    _ = app.update(.sourceStatus(nil))
    #expect(!Renderer.render(app).text.contains("MPD"))
  }

  /// A sound server gone mid-song: the title bar says so (nothing plays although the song is
  /// not paused) and gives the screen's title back when the server returns.
  @Test func aLostSoundServerShowsInTheTitleBarUntilItIsBack() {
    var app = LibraryFixtures.app()
    let before = Renderer.render(app).text
    #expect(app.update(.soundServerLost(true)).isEmpty)
    let title = Renderer.render(app).text.split(separator: "\n").first { $0.contains("No sound server") }
    #expect(title?.contains("No sound server: retrying") == true)
    _ = app.update(.soundServerLost(false))
    #expect(Renderer.render(app).text == before)
  }

  @Test func settingsSourceOffersTheLastServerAndKeepsItThroughAReset() throws {
    var settings = Settings()
    #expect(SourceChoice.toggle(&settings).contains("--mpd"))
    #expect(settings.source == .local)
    settings.mpdAddress = "pw@nas:6601"
    _ = SourceChoice.toggle(&settings)
    #expect(settings.source == .mpd && SourceChoice.label(settings) == "MPD nas:6601")
    let decoded = SettingsCodec.decode(Array(SettingsCodec.encode(settings).utf8))
    #expect(try decoded.get() == settings)
    var app = LibraryFixtures.app(settings: settings)
    app.openSettingsRow("Source")
    #expect(app.content?.row(app.cursor.selected).detail == "MPD nas:6601")
    _ = app.update(key(.enter))
    #expect(app.settings.source == .local && app.notice?.text.contains("next start") == true)
    _ = app.update(key(.enter))
    while app.content?.row(app.cursor.selected).label != "Reset Settings", app.moveCursor(by: 1) {}
    _ = app.update(key(.enter))
    _ = app.update(key(.down))
    _ = app.update(key(.enter))
    #expect(app.settings.source == .mpd && app.settings.mpdAddress == "pw@nas:6601")
  }
}
