import Testing

@testable import WheelCore

/// ⏭ and ⏮ in a book with chapters move between its chapters, as on the iPod, and Now Playing
/// names the chapter and where it is among them (issue 26, item 1: ⏭ used to stop the book and
/// send it back to 0:00).
@Suite struct ChapterNavigationTests {
  static let chapters = [
    Chapter(title: "Book One", start: 0), Chapter(title: "Book Two", start: 1800),
    Chapter(title: "Book Three", start: 3600),
  ]

  /// Dune (one file, three chapters) playing at `seconds`, its chapters known.
  func playingDune(at seconds: Double) -> (AppState, Track) {
    var app = SpokenFixtures.app()
    app.openMusic(8)
    _ = app.update(key(.enter))  // Dune's chapter list
    let dune = app.library.index[app.library.index.audiobooks[0].tracks[0]]
    _ = app.update(.chaptersLoaded(path: dune.path, chapters: Self.chapters))
    _ = app.update(key(.enter))  // Book One
    _ = app.update(.playbackProgressed(path: dune.path, seconds: seconds))
    return (app, dune)
  }

  @Test func nextGoesToTheNextChapterAndKeepsPlaying() {
    var (app, dune) = playingDune(at: 100)
    let effects = app.update(.remote(.next))
    #expect(effects.contains(.seek(to: 1800)))
    #expect(app.player.status == .playing)
    #expect(app.currentTrack == dune)
    #expect(app.player.elapsed == 1800)
  }

  @Test func nextInTheLastChapterEndsTheBookAsBefore() {
    var (app, _) = playingDune(at: 3700)
    let effects = app.update(.remote(.next))
    #expect(!effects.contains { if case .seek = $0 { true } else { false } })
  }

  @Test func previousRestartsTheChapterThenGoesToTheOneBefore() {
    var (app, _) = playingDune(at: 1900)
    #expect(app.update(.remote(.previous)).contains(.seek(to: 1800)))
    _ = app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: 1801))
    #expect(app.update(.remote(.previous)).contains(.seek(to: 0)))
    #expect(app.player.status == .playing)
  }

  @Test func nowPlayingNamesTheChapterAndItsPlace() {
    var (app, _) = playingDune(at: 2000)
    let screen = Renderer.render(app).text
    #expect(screen.contains("Book Two"))
    #expect(screen.contains("2 of 3"))
    #expect(screen.contains("Dune"))
    _ = app.update(.remote(.next))
    #expect(Renderer.render(app).text.contains("3 of 3"))
  }

  @Test func playingABookAsksForItsChaptersWhereverItWasStarted() {
    var app = SpokenFixtures.app()
    let dune = app.library.index.tracks.first { $0.title == "Dune" }!
    let effects = app.update(.remote(.open(path: dune.path)))
    #expect(app.remote.lastError == nil, "an audiobook file opened from outside is in the library")
    #expect(app.currentTrack == dune)
    #expect(effects.contains(.loadChapters(dune)))
  }
}
