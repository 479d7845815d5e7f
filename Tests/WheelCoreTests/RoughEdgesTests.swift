import Testing

@testable import WheelCore

/// Issue 26's rough edges: podcasts' blue dot, the ✓ column of long lists, the lock's screen
/// kept to itself, and photos full screen on the whole display.
@Suite struct RoughEdgesTests {
  // MARK: Podcasts

  /// The Show with three episodes: the first left at 10:00, the second played once, the third
  /// never touched.
  static func show(theme: ThemeChoice = .white) -> AppState {
    var tracks = SpokenFixtures.tracks()
    tracks.append(
      Track(
        id: 106, path: "/music/Podcasts/Show/ep3.mp3", title: "Episode 3", artist: "Host", album: "The Show",
        trackNumber: 3, duration: 1600))
    var settings = Settings()
    settings.theme = theme
    var app = UserDataFixtures.app(tracks: tracks, settings: settings)
    let index = app.library.index
    let episodes = index.podcasts[0].tracks.map { index[$0] }
    let mark = Bookmarks.key(for: episodes[0], kind: .podcast)
    _ = app.update(.bookmarksLoaded(Bookmarks(marks: [mark: .init(path: episodes[0].path, seconds: 600)])))
    let second = index.tracks.firstIndex { $0.title == "Episode 2" }!
    app.userData.data.songs[app.userData.record(ofTrack: Int32(second))!].plays = 1
    app.openSpoken(9, item: 0)
    return app
  }

  @Test func unplayedEpisodesHaveTheBlueDot() {
    let app = Self.show()
    let rows = (0..<app.content!.count).map { app.content!.row($0) }
    #expect(rows.map(\.label) == ["Episode 1", "Episode 2", "Episode 3"])
    #expect(rows.map(\.unplayed) == [false, false, true], "left at 10:00, played once, never heard")
    let grid = Renderer.render(app)
    let body = app.layout.body
    let y = (body.y..<body.maxY).first { y in (body.x..<body.maxX).contains { grid[$0, y].character == "•" } }
    #expect(y == body.y + 2)
    let dot = (body.x..<body.maxX).first { grid[$0, y!].character == "•" }!
    #expect(grid[dot, y!].role == .unplayed)
    #expect(grid[dot + 2, y!].character == "E", "the title follows the dot")
  }

  @Test(arguments: [ThemeChoice.white, .black])
  func podcastEpisodes(theme: ThemeChoice) {
    var app = Self.show(theme: theme)
    _ = app.update(key(.down))
    _ = app.update(key(.down))  // the dot on the selection is white on blue
    assertScreen(app, named: "podcast-episodes-\(theme.rawValue.lowercased())-100x40")
  }

  @Test func theDotMeetsTheContrastOfInterfaceParts() {
    for name in Theme.Name.allCases {
      let colors = Theme.named(name).colors(for: .unplayed)!
      #expect(colors.bg == Theme.named(name).colors(for: .row)!.bg)
      #expect(ThemeContrastTests.contrast(colors.fg, colors.bg) >= 3)
    }
  }

  // MARK: The ✓ column

  /// The x of the ✓ on the current list.
  static func checkColumn(_ app: AppState) -> Int? {
    let grid = Renderer.render(app)
    let body = app.layout.body
    for y in body.y..<body.maxY {
      if let x = (body.x..<body.maxX).first(where: { grid[$0, y].character == "✓" }) { return x }
    }
    return nil
  }

  /// EQ and Settings > Main Menu scroll (a bar at the right); their ✓ stand where a short
  /// list's do.
  @Test(arguments: [Size(width: 100, height: 40), Size(width: 60, height: 24)])
  func checksOfLongAndShortListsLineUp(size: Size) {
    var short = state(size: size)
    short.push(.picker(.clickerSound))
    var eq = state(size: size)
    eq.push(.picker(.equalizer))
    var menu = state(size: size)
    menu.push(.menuSettings(.main))
    #expect(eq.content!.count > eq.layout.listRows && menu.content!.count > menu.layout.listRows)
    #expect(short.content!.count <= short.layout.listRows)
    let column = Self.checkColumn(short)
    #expect(column != nil)
    #expect(Self.checkColumn(eq) == column)
    #expect(Self.checkColumn(menu) == column)
  }

  // MARK: Screen Lock

  /// Locking right after setting the combination: the Locked screen shows the lock alone,
  /// not the red notice that belonged to setting it.
  @Test func theLockedScreenHasNoCombinationSetNotice() {
    var app = state(size: Size(width: 60, height: 24))
    app.push(.extra(.screenLock))
    _ = app.update(key(.enter, at: 1))  // Set Combination
    for _ in 0..<4 { _ = app.update(key(.enter, at: 1)) }
    #expect(Renderer.render(app).text.contains("Combination set"), "echoed where it was set")
    _ = app.update(key(.enter, at: 1.5))  // Lock
    #expect(app.screen == .extra(.combination(.unlock)))
    let grid = Renderer.render(app)
    #expect(!grid.text.contains("Combination set"))
    #expect(!grid.cells.contains { $0.role == .notice })
  }

  // MARK: Photos full screen

  @Test(arguments: [Size(width: 120, height: 40), Size(width: 160, height: 30)])
  func aPhotoFullScreenTakesTheWholeDisplay(size: Size) {
    var app = PhotoFixtures.app(size: size)
    PhotoFixtures.openAlbum(row: 1, in: &app)
    let asked = PhotoFixtures.answer(app.update(key(.enter)), in: &app)
    #expect(app.screen == .photo(.viewer))
    let display = app.layout.display
    let d = app.photoDensity
    #expect(asked.first.map { $0.width == display.width * d.width && $0.height == display.height * d.height } == true)
    let grid = Renderer.render(app)
    let points = (display.y..<display.maxY).flatMap { y in (display.x..<display.maxX).map { Point(x: $0, y: y) } }
    let notPhoto = points.filter { grid[$0.x, $0.y].role != .art }
    #expect(notPhoto.isEmpty, "title bar or caption at \(notPhoto.prefix(3))")
    #expect(!grid.text.contains("1 of 17"), "no caption band")
  }
}
