import Testing

@testable import WheelCore

/// Settings > Main Menu and Music Menu: which rows those menus show, in their order, saved.
@Suite struct MenuSettingsTests {
  func labels(_ app: AppState) -> [String] { UserDataFixtures.labels(app) }

  @Test func aNewIPodShowsTheUsualMenus() {
    let app = LibraryFixtures.app()
    #expect(labels(app) == ["Music", "Photos", "Videos", "Extras", "Settings", "Shuffle Songs"])
    var music = app
    music.open(.music)
    #expect(
      labels(music) == [
        "Cover Flow", "Playlists", "Artists", "Albums", "Compilations", "Songs", "Genres", "Composers", "Audiobooks",
        "Podcasts",
        "Search",
      ])
  }

  @Test func rowsTurnOnAndOffAndKeepTheMenusOrder() {
    var app = LibraryFixtures.app()
    app.openSettingsRow("Main Menu")
    _ = app.update(key(.enter))
    #expect(app.screen == .menuSettings(.main))
    #expect(app.content?.row(0).accessory == .check)
    app.select("Playlists")
    var effects = app.update(key(.enter))
    #expect(effects.contains(.saveSettings(app.settings)))
    #expect(app.content?.row(app.cursor.selected).accessory == .check)
    app.select("Photos")
    effects = app.update(key(.enter))
    #expect(app.content?.row(app.cursor.selected).accessory == Row.Accessory.none)
    app.stack = [Frame(.main)]
    #expect(labels(app) == ["Music", "Playlists", "Videos", "Extras", "Settings", "Shuffle Songs"])
  }

  @Test func settingsStaysWhenEverythingIsHidden() {
    var settings = Settings()
    for item in MenuKind.main.defaults { settings.toggle(item, in: .main) }
    for item in MenuKind.music.defaults { settings.toggle(item, in: .music) }
    var app = LibraryFixtures.app(settings: settings)
    #expect(labels(app) == ["Settings"])
    app.open(.music)
    #expect(app.content?.count == 0)
  }

  @Test func theMenusAreSavedAndANewRowKeepsItsDefault() {
    var settings = Settings()
    settings.toggle(.playlists, in: .main)
    settings.toggle(.search, in: .music)
    let text = SettingsCodec.encode(settings)
    #expect(SettingsCodec.decode(Array(text.utf8)) == .success(settings))
    // A file from before a row existed names it nowhere: the row keeps its default.
    let older = text.replacingOccurrences(of: ", search", with: "").replacingOccurrences(of: "search", with: "")
    guard case .success(let read) = SettingsCodec.decode(Array(older.utf8)) else {
      Issue.record("not read")
      return
    }
    #expect(read.musicMenu.contains(.search))
    #expect(read.mainMenu.contains(.playlists))
    // Names this version does not know are passed over.
    let newer = text.replacingOccurrences(of: "main-menu-shown = ", with: "main-menu-shown = audiobooks, ")
    #expect(SettingsCodec.decode(Array(newer.utf8)) == .success(settings))
  }
}
