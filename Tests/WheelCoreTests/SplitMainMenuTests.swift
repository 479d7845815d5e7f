import Testing

@testable import WheelCore

/// Settings > Main Menu Style, the 6G's split main menu: the menu on the left half and, on the
/// right, the cover of the song playing (else of the library's first album in Cover Flow).
@Suite struct SplitMainMenuTests {
  /// The split main menu, and what loading the library asked for.
  func split(theme: ThemeChoice = .white, size: Size = Size(width: 100, height: 40)) -> (AppState, [Effect]) {
    var s = Settings()
    s.mainMenuStyle = .split
    var app = state(size: size, theme: theme, settings: s)
    let effects = app.update(
      .libraryLoaded(LibraryIndex(tracks: LibraryFixtures.tracks()), playlists: [], path: "/music"))
    return (app, effects)
  }

  @Test func theStyleRowCyclesAndIsSaved() throws {
    var app = LibraryFixtures.app()
    app.push(.settings)
    app.moveCursor(to: "Main Menu Style")
    #expect(app.content?.row(app.cursor.selected).detail == "Full")
    let effects = app.update(key(.enter))
    #expect(app.settings.mainMenuStyle == .split && effects.contains(.saveSettings(app.settings)))
    let text = SettingsCodec.encode(app.settings)
    #expect(text.contains("main-menu-style = Split\n"))
    #expect(try SettingsCodec.decode(Array(text.utf8)).get().mainMenuStyle == .split)
    #expect(try SettingsCodec.decode(Array("version = 2\nend\n".utf8)).get().mainMenuStyle == .full)
  }

  /// Nothing playing: the first album of Cover Flow's order is asked for and shown.
  @Test func splitAsksForACoverAndDrawsItOnTheRight() {
    var (app, effects) = split()
    let art = try! #require(MainMenuScreen.artRect(in: app.layout.body))
    let first = app.library.index.albums[app.library.index.coverFlow[0]]
    let key = CoverArtCache.key(for: first)
    #expect(
      effects.contains(
        .loadCover(
          key: key, trackPath: app.library.index[first.tracks[0]].path, width: art.width, height: art.height * 2)))
    #expect(!app.update(.ticked(at: 2)).contains { if case .loadCover = $0 { true } else { false } }, "asked once")
    let red = RGB(0xC0_20_20)
    _ = app.update(
      .coverLoaded(key: key, picture: Picture(width: 2, height: 2, pixels: Array(repeating: red, count: 4))!))
    let grid = Renderer.render(app)
    #expect(grid[art.x + 1, art.y + 1].art?.top == red)
    // The rows keep to the left half.
    let body = app.layout.body
    #expect(grid[body.x + body.width / 2 + 1, body.y].art == nil || art.x > body.x + body.width / 2)
  }

  /// Nothing playing and photos in the library: the first photo, fitted to the right half.
  @Test func withPhotosTheFirstPhotoShows() {
    var (app, _) = split()
    let effects = app.update(.photosListed(PhotoListing(folder: "/p", paths: ["/p/a.jpg", "/p/b.jpg"])))
    let art = MainMenuScreen.artRect(in: app.layout.body)!
    let request = PhotoRequest(path: "/p/a.jpg", purpose: .thumbnail, width: art.width, height: art.height * 2)
    #expect(effects.contains(.decodePhoto(request)))
    let blue = RGB(0x20_40_C0)
    let wide = Picture(
      width: art.width, height: art.height, pixels: Array(repeating: blue, count: art.width * art.height))!
    _ = app.update(.photoDecoded(PhotoDecode(request: request, result: .success(wide))))
    let grid = Renderer.render(app)
    // A picture half as tall as the box sits in the middle rows of it.
    #expect(grid[art.x, art.y + art.height / 2].art?.top == blue)
    #expect(grid[art.x, art.y].art == nil)
    // Playing, the song's cover takes its place.
    app.player.queue = PlayQueue(tracks: [app.library.index.songs[0]], position: 0)
    #expect(MainMenuScreen.cover(in: app)?.key == NowPlayingScreen.coverKey(app.currentTrack!))
  }

  /// Too narrow a display keeps the full menu.
  @Test func aSmallDisplayKeepsTheFullMenu() {
    #expect(MainMenuScreen.artRect(in: Rect(x: 0, y: 0, width: 20, height: 6)) == nil)
    let (_, effects) = split(size: Size(width: 20, height: 8))
    #expect(!effects.contains { if case .loadCover = $0 { true } else { false } })
  }

  @Test func splitMainMenuScreens() {
    for theme in [ThemeChoice.white, .black] {
      let (app, _) = split(theme: theme)
      assertScreen(app, named: "main-menu-split-\(theme.rawValue.lowercased())-100x40", pixels: true)
    }
  }
}
