import Testing

@testable import WheelCore

/// Settings > Fill iPod: offered while an iPod is mounted beside the local library, a list or
/// album chosen asks the adapter to copy its songs, the page follows the copy, MENU cancels it.
@Suite struct IpodFillScreenTests {
  static func app(theme: ThemeChoice = .white) -> AppState {
    var app = LibraryFixtures.app(theme: theme)
    _ = app.update(.ipodsFound(["/media/u/MIA"]))
    return app
  }

  @Test func fillIpodIsOfferedOnlyWithAnIpodMountedBesideTheLocalLibrary() {
    var none = LibraryFixtures.app()
    none.openSettingsRow("Fill iPod")
    #expect(none.content?.row(none.cursor.selected).label != "Fill iPod")
    var playing = Self.app()
    playing.environment.ipodSource = "/media/u/MIA"
    playing.openSettingsRow("Fill iPod")
    #expect(playing.content?.row(playing.cursor.selected).label != "Fill iPod")
    var app = Self.app()
    app.openSettingsRow("Fill iPod")
    #expect(app.content?.row(app.cursor.selected).detail == "iPod MIA")
  }

  @Test func anAlbumChosenIsCopiedAndThePageFollowsAndCancelsIt() throws {
    var app = Self.app()
    app.openSettingsRow("Fill iPod")
    _ = app.update(key(.enter))
    #expect(app.screen == .setting(.fillIpod))
    // After On-The-Go's absence, the six smart playlists, then the albums.
    while app.content?.row(app.cursor.selected).label != app.library.index.albums[0].name, app.moveCursor(by: 1) {}
    let effects = app.update(key(.enter))
    let album = app.library.index.albums[0]
    let request = try #require(
      effects.lazy.compactMap { if case .fillIpod(let r) = $0 { r } else { nil } }.first)
    #expect(request.ipod == "/media/u/MIA" && request.list == album.name)
    #expect(request.tracks.map(\.id) == album.tracks.map { app.library.index.tracks[Int($0)].id })
    #expect(app.screen == .setting(.ipodFill))

    _ = app.update(
      .ipodFillProgressed(
        IpodFillStatus(list: album.name, done: 1, total: 3, title: "Song\u{1B}[2J 5", fraction: 0.4, secondsLeft: 65)))
    let text = Renderer.render(app).text
    #expect(text.contains("Song 5") && !text.contains("\u{1B}"))
    #expect(text.contains("2 of 3 · 1:05 left") && text.contains("MENU cancels"))
    #expect(app.update(key(.escape)).filter { $0 == .cancelIpodFill }.count == 1)
    #expect(app.screen == .setting(.ipodFill))
    #expect(Renderer.render(app).text.contains("Cancelling…"))
    #expect(!app.update(key(.escape)).contains(.cancelIpodFill), "asked once")
    _ = app.update(
      .ipodFillProgressed(IpodFillStatus(list: album.name, done: 1, total: 3, fraction: 0.5, finished: true)))
    #expect(Renderer.render(app).text.contains("Done"))
    _ = app.update(key(.escape))
    #expect(app.screen == .setting(.fillIpod))
  }

  @Test func fillPageScreens() {
    for theme in [ThemeChoice.white, .black] {
      var app = Self.app(theme: theme)
      app.library.ipodFill = IpodFillStatus(
        list: "Road Trip", done: 2, total: 5, title: "Money", fraction: 0.45, secondsLeft: 83)
      app.push(.setting(.ipodFill))
      assertScreen(app, named: "ipod-fill-\(theme.rawValue.lowercased())-100x40")
    }
  }
}
