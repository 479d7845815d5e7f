import Testing

@testable import WheelCore

@Suite struct LibraryScreenTests {
  @Test func artistsAreSortedAsTheIPodSortsThem() {
    var app = LibraryFixtures.app()
    app.openMusic(2)
    #expect(app.screen == .artists)
    let c = app.content!
    #expect((0..<c.count).map { c.row($0).label } == ["The Beatles", "Emoji Band", "Pink Floyd", "YOASOBI"])
  }

  @Test func anArtistOpensOntoAllSongsThenAlbumsThenSongs() {
    var app = LibraryFixtures.app()
    app.openMusic(2)
    _ = app.update(key(.enter))
    #expect(app.content?.row(0).label == "All Songs")
    #expect(app.content?.row(1).label == "Abbey Road")
    _ = app.update(key(.enter))
    #expect(app.screen.home.title(in: app) == "The Beatles")
    #expect(app.content?.count == 2)
  }

  @Test func genresLeadToArtistsThenAlbums() {
    var app = LibraryFixtures.app()
    app.openMusic(6)
    let c = app.content!
    #expect((0..<c.count).map { c.row($0).label } == ["J-Pop", "Pop", "Rock"])
  }

  @Test func aboutCountsTheLibrary() {
    let app = LibraryFixtures.app()
    let rows = Screen.about.home.content(in: app)!
    #expect(rows.row(0).detail == "8")
    #expect(rows.row(1).detail == "4")
  }

  @Test func movingInAHundredThousandSongListReadsOnlyVisibleRows() {
    var app = LibraryFixtures.app(tracks: LibraryFixtures.manySongs(100_000))
    app.openMusic(5)
    #expect(app.content?.count == 100_000)
    _ = app.update(key(.end))
    #expect(app.cursor.selected == 99_999)
    let grid = Renderer.render(app)
    #expect(grid.text.contains("Song 99999"))
  }

  @Test func scanProgressShowsInTheTitleBar() {
    var app = LibraryFixtures.app()
    _ = app.update(.scanProgressed(.scanning(done: 50, total: 200)))
    #expect(Renderer.render(app).text.contains("25%"))
  }

  @Test(arguments: [ThemeChoice.white, .black])
  func longSongListScrolled(theme: ThemeChoice) {
    var app = LibraryFixtures.app(
      size: Size(width: 60, height: 24), tracks: LibraryFixtures.manySongs(300), theme: theme)
    app.openMusic(5)
    for _ in 0..<40 { _ = app.update(key(.down)) }
    assertScreen(app, named: "songs-scrolled-\(theme.rawValue.lowercased())-60x24")
  }

  @Test(arguments: [ThemeChoice.white, .black], ["夜に駆ける", "🎉 Party 👨‍👩‍👧"])
  func nowPlaying(theme: ThemeChoice, title: String) {
    var settings = Settings()
    settings.repeatMode = .all
    var app = LibraryFixtures.app(settings: settings, theme: theme)
    app.openMusic(5)  // Songs, sorted: find the title
    let c = app.content!
    let row = (0..<c.count).first { c.row($0).label == title }!
    _ = app.update(key(.down))
    for _ in 1..<row { _ = app.update(key(.down)) }
    if row == 0 { _ = app.update(key(.up)) }
    _ = app.update(key(.enter))
    _ = app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: 83))
    #expect(app.currentTrack?.title == title)
    let name = title.hasPrefix("🎉") ? "emoji" : "japanese"
    assertScreen(app, named: "now-playing-\(name)-\(theme.rawValue.lowercased())-100x40")
  }

  @Test func nowPlayingAtTheSmallestSizeKeepsTheBar() {
    var app = LibraryFixtures.app(size: Size(width: 20, height: 8))
    app.openMusic(3)
    _ = app.update(key(.enter))
    _ = app.update(key(.enter))
    assertScreen(app, named: "now-playing-20x8")
  }
}
