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
    app.openRow("Albums")
    #expect(app.screen == .setting(.fillGroup(.albums)))
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
    #expect(app.screen == .setting(.fillGroup(.albums)))
  }

  @Test func theFirstPageGroupsAsTheMusicMenuDoesWithOneIpodAndNothingElseAsked() {
    var app = Self.app()
    app.openSettingsRow("Fill iPod")
    _ = app.update(key(.enter))
    #expect(app.rowLabels == ["Playlists", "Albums", "Artists", "On-The-Go"])
    app.openRow("Playlists")
    #expect(app.screen == .setting(.fillGroup(.playlists)))
    #expect(app.rowLabels.prefix(SmartPlaylist.allCases.count) == SmartPlaylist.allCases.map(\.name)[...])
  }

  @Test func anArtistIsCopiedWithAllItsSongsAsTheArtistsMenuGroupsThem() throws {
    var app = Self.app()
    app.openSettingsRow("Fill iPod")
    _ = app.update(key(.enter))
    app.openRow("Artists")
    #expect(app.screen == .setting(.fillGroup(.artists)))
    let artists = app.library.index.artists
    #expect(app.rowLabels == artists.map(\.name))
    while app.content?.row(app.cursor.selected).label != "Pink Floyd", app.moveCursor(by: 1) {}
    let effects = app.update(key(.enter))
    let request = try #require(effects.lazy.compactMap { if case .fillIpod(let r) = $0 { r } else { nil } }.first)
    #expect(request.list == "Pink Floyd")
    #expect(request.tracks.map(\.title) == ["Speak to Me", "Breathe", "Time"])
  }

  @Test func onTheGoIsCopiedInItsOrderAsAPlaylistNamedOnTheGo() throws {
    var app = Self.app()
    app.library.userLists.onTheGo = [2, 0, 1]
    app.openSettingsRow("Fill iPod")
    _ = app.update(key(.enter))
    while app.content?.row(app.cursor.selected).label != "On-The-Go", app.moveCursor(by: 1) {}
    #expect(app.content?.row(app.cursor.selected).detail == "3 songs")
    let effects = app.update(key(.enter))
    let request = try #require(effects.lazy.compactMap { if case .fillIpod(let r) = $0 { r } else { nil } }.first)
    #expect(request.list == "On-The-Go")
    #expect(request.tracks.map(\.id) == [2, 0, 1].map { app.library.index.tracks[$0].id })
  }

  @Test func withSeveralIpodsThePageSaysWhichItFillsAndCyclesThroughThem() throws {
    var app = Self.app()
    _ = app.update(.ipodsFound(["/media/u/MIA", "/media/u/IPOD2"]))
    _ = app.update(.ipodsNamed(["/media/u/MIA": "Mia\u{1B}[2J's iPod"]))
    app.openSettingsRow("Fill iPod")
    #expect(app.content?.row(app.cursor.selected).detail == "Mia's iPod", "its own name, as it is")
    _ = app.update(key(.enter))
    #expect(app.rowLabels == ["iPod", "Playlists", "Albums", "Artists", "On-The-Go"])
    #expect(app.content?.row(0).detail == "Mia's iPod")
    _ = app.update(key(.enter))
    #expect(app.content?.row(0).detail == "IPOD2", "no name read: its folder")
    app.openRow("Albums")
    let effects = app.update(key(.enter))
    let request = try #require(effects.lazy.compactMap { if case .fillIpod(let r) = $0 { r } else { nil } }.first)
    #expect(request.ipod == "/media/u/IPOD2")
    _ = app.update(.ipodFillProgressed(IpodFillStatus(list: "A", total: 1, finished: true)))
    _ = app.update(key(.escape))
    _ = app.update(key(.escape))
    while app.moveCursor(by: -1) {}
    _ = app.update(key(.enter))
    #expect(app.content?.row(0).detail == "Mia's iPod", "cycles round")
  }

  @Test func theProgressSaysHowManyWereAlreadyThere() {
    var app = Self.app()
    app.library.ipodFill = IpodFillStatus(list: "Road Trip", done: 3, total: 5, present: 2, fraction: 1, finished: true)
    app.push(.setting(.ipodFill))
    #expect(Renderer.render(app).text.contains("2 already on the iPod"))
  }

  @Test func choicePageScreens() {
    for theme in [ThemeChoice.white, .black] {
      var app = Self.app(theme: theme)
      _ = app.update(.ipodsFound(["/media/u/MIA", "/media/u/IPOD2"]))
      _ = app.update(.ipodsNamed(["/media/u/MIA": "Mia's iPod"]))
      app.push(.setting(.fillIpod))
      assertScreen(app, named: "ipod-fill-choose-\(theme.rawValue.lowercased())-100x40")
      app.push(.setting(.fillGroup(.artists)))
      assertScreen(app, named: "ipod-fill-artists-\(theme.rawValue.lowercased())-100x40")
    }
  }

  @Test func fillPageScreens() {
    for theme in [ThemeChoice.white, .black] {
      var app = Self.app(theme: theme)
      app.library.ipodFill = IpodFillStatus(
        list: "Road Trip", done: 2, total: 5, present: 1, title: "Money", fraction: 0.45, secondsLeft: 83)
      app.push(.setting(.ipodFill))
      assertScreen(app, named: "ipod-fill-\(theme.rawValue.lowercased())-100x40")
    }
  }
}

extension AppState {
  /// The labels of the list on screen.
  var rowLabels: [String] {
    guard let content else { return [] }
    return (0..<content.count).map { content.row($0).label }
  }

  /// Moves to the row labelled `label` and presses the center.
  mutating func openRow(_ label: String) {
    while content?.row(cursor.selected).label != label, moveCursor(by: 1) {}
    _ = update(key(.enter))
  }
}
