import Testing

@testable import WheelCore

/// The ring turned with the mouse on every screen, as a drag, a scroll notch and a key: all
/// three reach the screen through the same command, so each must move the same thing.
@Suite struct RingOnEveryScreenTests {
  static let size = Size(width: 100, height: 40)

  /// A loaded library, photos, a song playing (so Now Playing exists), and the main menu.
  static func ready() -> AppState {
    var app = state(size: size)
    _ = app.update(.libraryLoaded(LibraryIndex(tracks: LibraryFixtures.tracks()), playlists: [], path: "/music"))
    _ = app.update(.photosListed(PhotoListing(folder: "/p", paths: ["/p/1.jpg", "/p/2.jpg", "/p/3.jpg"])))
    _ = app.update(.keyPressed(.enter, time: 0))  // Music
    for _ in 0..<5 { _ = app.update(.keyPressed(.down, time: 0)) }  // Songs
    _ = app.update(.keyPressed(.enter, time: 0))
    _ = app.update(.keyPressed(.enter, time: 0))  // play the first song: Now Playing
    app.stack = [Frame(.main)]
    return app
  }

  /// What turning moves on each screen, read from the state.
  static let turnable: [(Screen, @Sendable (AppState) -> Int)] = [
    (.main, \.cursor.selected), (.music, \.cursor.selected), (.extras, \.cursor.selected),
    (.settings, \.cursor.selected), (.about, \.cursor.selected), (.resetSettings, \.cursor.selected),
    (.artists, \.cursor.selected), (.albums, \.cursor.selected), (.songs, \.cursor.selected),
    (.genres, \.cursor.selected), (.artistAlbums(0), \.cursor.selected), (.songList(.all), \.cursor.selected),
    (.picker(.clickerSound), \.cursor.selected), (.picker(.alarmSound), \.cursor.selected),
    (.picker(.volumeLimit), \.cursor.selected),
    (.coverFlow, \.coverFlow.selected), (.photos, \.cursor.selected), (.photo(.grid(0)), \.photos.cursor.selected),
    (.photo(.viewer), \.photos.cursor.selected), (.photo(.settings), \.cursor.selected), (.timer, \.timer.minutes),
    (.nowPlaying, \.settings.volume), (.search, \.searchStripIndex),
    (.playlists, \.cursor.selected), (.clearOnTheGo, \.cursor.selected), (.menuSettings(.main), \.cursor.selected),
    (.menuSettings(.music), \.cursor.selected),
  ]
  /// Screens where the ring has nothing to move: the clock, the stopwatch (it takes the buttons
  /// only), and lists this library leaves empty (On-The-Go before anything was added).
  static let nothingToTurn: [Screen] = [.clock, .stopwatch, .videos, .compilations, .composers, .onTheGo]

  static func on(_ screen: Screen) -> AppState {
    var app = ready()
    app.push(screen)
    if screen == .nowPlaying { _ = app.update(.ticked(at: 10)) }  // the volume bar from the start has gone
    return app
  }

  /// Press on the ring at 1 o'clock and drag clockwise to 3 o'clock: several steps.
  static func drag(_ app: inout AppState) -> [Effect] {
    let wheel = app.layout.wheel!
    let radius = (wheel.outerRadius + wheel.buttonRadius) / 2
    let t = app.now + 1
    var effects = app.update(.pointerDown(wheel.cell(atAngle: 30, radius: radius), time: t))
    for (i, angle) in stride(from: 33.0, through: 90, by: 3).enumerated() {
      effects += app.update(.pointerDragged(wheel.cell(atAngle: angle, radius: radius), time: t + 0.05 * Double(i + 1)))
    }
    return effects + app.update(.pointerUp(wheel.cell(atAngle: 90, radius: radius), time: t + 2))
  }

  @Test(arguments: turnable.indices)
  func aDragMovesWhatTheScreenTurns(index: Int) {
    let (screen, reading) = Self.turnable[index]
    var app = Self.on(screen)
    #expect(app.screen == screen)
    let before = reading(app)
    _ = Self.drag(&app)
    #expect(app.screen == screen, "the drag stays on \(screen)")
    #expect(reading(app) > before, "a drag moves \(screen)")
  }

  /// A notch forward, then a key back (k; ↑ on Search, where letters type).
  @Test(arguments: turnable.indices)
  func aScrollNotchAndAKeyMoveItOneStep(index: Int) {
    let (screen, reading) = Self.turnable[index]
    var app = Self.on(screen)
    let before = reading(app)
    _ = app.update(.scrolled(steps: 1, at: Point(x: 0, y: 0), time: app.now + 1))
    #expect(reading(app) == before + 1, "a notch on \(screen)")
    _ = app.update(.keyPressed(screen == .search ? .up : .character("k"), time: app.now + 1))
    #expect(reading(app) == before, "a key on \(screen)")
  }

  @Test(arguments: nothingToTurn)
  func screensWithNothingToTurnStayAsTheyAre(screen: Screen) {
    var app = Self.on(screen)
    let before = app
    #expect(Self.drag(&app).isEmpty)
    #expect(app.stack == before.stack && app.stopwatch == before.stopwatch && app.timer == before.timer)
  }

  /// Every screen the app has is in one of the two lists.
  @Test func everyScreenIsCovered() {
    let covered = Self.turnable.map(\.0) + Self.nothingToTurn
    for screen in [
      Screen.main, .music, .extras, .settings, .photos, .videos, .coverFlow, .playlists, .artists, .albums,
      .compilations, .songs, .genres, .composers, .search, .nowPlaying, .clock, .stopwatch, .timer, .about,
      .resetSettings, .onTheGo, .clearOnTheGo, .menuSettings(.main), .menuSettings(.music),
      .photo(.grid(0)), .photo(.viewer), .photo(.settings),
    ] {
      #expect(covered.contains(screen), "\(screen) is tested")
    }
  }
}
