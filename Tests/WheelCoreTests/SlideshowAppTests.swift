import Testing

@testable import WheelCore

/// The slideshow in the app: started from full screen or the grid, moved on by ticks at the
/// times it asks for, its music, pause, MENU; Slideshow Settings; golden screens.
@Suite struct SlideshowAppTests {
  /// Runs the clock to the core's next deadline (answering decodes) until `done` or `limit`.
  static func run(_ app: inout AppState, until limit: Double, done: (AppState) -> Bool = { _ in false }) {
    while !done(app), let next = app.nextDeadline, next <= limit {
      PhotoFixtures.answer(app.update(.ticked(at: next)), in: &app)
    }
  }

  @Test func fromFullScreenTheShowAdvancesByItselfAndMenuStopsThere() {
    var app = PhotoFixtures.app()
    PhotoFixtures.openAlbum(row: 3, in: &app)  // Trip
    PhotoFixtures.answer(app.update(key(.enter)), in: &app)  // full screen, IMG_1
    PhotoFixtures.answer(app.update(key(.enter)), in: &app)  // the slideshow from here
    #expect(app.screen == .photo(.slideshow))
    #expect(app.nextDeadline == 3)
    Self.run(&app, until: 3)
    #expect(app.photos.slideshow?.current == 1 && app.photos.cursor.selected == 1)
    #expect(app.nextDeadline == 3 + 1.0 / 24, "frames of the dissolve")
    Self.run(&app, until: 9.5)
    #expect(app.photos.slideshow?.current == 3)
    _ = app.update(key(.escape))
    #expect(app.screen == .photo(.viewer) && app.photos.cursor.selected == 3 && app.photos.slideshow == nil)
    #expect(app.photos.selectedPath == "/pics/Trip/IMG_4.jpg")
  }

  @Test func playInTheGridStartsTheShowAndItEndsBackThereWithoutRepeat() {
    var app = PhotoFixtures.app()
    PhotoFixtures.openAlbum(row: 2, in: &app)  // Home: a.png and the unreadable bad.jpg
    PhotoFixtures.answer(app.update(key(.space)), in: &app)
    #expect(app.screen == .photo(.slideshow))
    Self.run(&app, until: 60)
    #expect(app.screen == .photo(.grid(1)) && app.photos.slideshow == nil)
    #expect(app.nextDeadline == nil)
  }

  @Test func pauseStopsTheSlidesAndTheMusicTogether() {
    var app = PhotoFixtures.app()
    _ = app.update(.libraryLoaded(LibraryIndex(tracks: LibraryFixtures.tracks()), playlists: [], path: "/music"))
    _ = app.update(key(.enter))
    for _ in 0..<5 { _ = app.update(key(.down)) }
    _ = app.update(key(.enter))
    _ = app.update(key(.enter))  // a song plays
    #expect(app.player.status == .playing)
    app.stack = [Frame(.main)]
    PhotoFixtures.openAlbum(row: 3, in: &app)
    PhotoFixtures.answer(app.update(key(.space)), in: &app)
    let paused = app.update(key(.enter))
    #expect(paused.contains(.pausePlayback) && app.photos.slideshow?.isPaused == true)
    Self.run(&app, until: 30)
    #expect(app.photos.slideshow?.current == 0)
    #expect(Renderer.render(app).text.contains("1 of 14"))
    let resumed = app.update(key(.space, at: 30))
    #expect(resumed.contains(.resumePlayback) && app.photos.slideshow?.isPaused == false)
  }

  @Test func musicFromAPlaylistStartsWithTheShowAndStaysOnIt() {
    var settings = Settings()
    settings.pictures.music = .playlist("Holiday")
    var app = PhotoFixtures.app(settings: settings)
    let tracks = LibraryFixtures.tracks()
    _ = app.update(
      .libraryLoaded(
        LibraryIndex(tracks: tracks), playlists: [PlaylistInfo(name: "Holiday", tracks: [3, 1])], path: "/m"))
    PhotoFixtures.openAlbum(row: 3, in: &app)
    let effects = app.update(key(.space))
    let played = effects.compactMap { if case .play(let track, _) = $0 { track } else { nil } }
    #expect(played.map(\.path) == [app.library.index[3].path])
    #expect(app.screen == .photo(.slideshow), "the show stays up; Now Playing is not pushed")
    // A playlist that has gone: a notice, and the show runs silent.
    app.stack.removeLast()
    settings.pictures.music = .playlist("Gone")
    app.settings = settings
    let silent = app.update(key(.space))
    #expect(!silent.contains { if case .play = $0 { true } else { false } })
    #expect(app.notice?.text == "No playlist Gone")
  }

  @Test func slideshowSettingsAsOnTheIPod() throws {
    var app = PhotoFixtures.app()
    _ = app.update(key(.down))
    _ = app.update(key(.enter))
    _ = app.update(key(.enter))  // Slideshow Settings
    #expect(app.screen == .photo(.settings))
    let rows = (0..<app.content!.count).map { app.content!.row($0) }
    #expect(rows.map(\.label) == ["Time Per Slide", "Music", "Repeat", "Shuffle Photos", "Transitions"])
    #expect(rows.map(\.detail) == ["3 seconds", "Now Playing", "Off", "Off", "Dissolve"])
    _ = app.update(key(.enter))  // Time Per Slide, opened on the current choice
    #expect(app.screen == .photo(.slideTimes) && app.cursor.selected == 1)
    _ = app.update(key(.down))
    _ = app.update(key(.down))
    let r1 = app.update(key(.enter))
    #expect(r1.contains { if case .saveSettings(let s) = $0 { s.pictures.slideSeconds == 10 } else { false } })
    #expect(app.screen == .photo(.settings))
    _ = app.update(key(.down))
    _ = app.update(key(.down))
    _ = app.update(key(.enter))  // Repeat
    _ = app.update(key(.down))
    _ = app.update(key(.enter))  // Shuffle Photos
    _ = app.update(key(.down))
    _ = app.update(key(.enter))  // Transitions
    #expect(app.screen == .photo(.transitions) && app.cursor.selected == 1)
    _ = app.update(key(.down))
    _ = app.update(key(.enter))  // Wipe Across
    #expect(app.settings.pictures.slideSeconds == 10 && app.settings.pictures.repeats && app.settings.pictures.shuffle)
    #expect(app.settings.pictures.transition == .wipe)
    let text = SettingsCodec.encode(app.settings)
    #expect(try SettingsCodec.decode(Array(text.utf8)).get().pictures == app.settings.pictures)
  }

  @Test func musicChoicesIncludePlaylistsAndSurviveTheSettingsFile() throws {
    var app = PhotoFixtures.app()
    _ = app.update(
      .libraryLoaded(
        LibraryIndex(tracks: LibraryFixtures.tracks()),
        playlists: [PlaylistInfo(name: "Road\u{1B}[2J Trip", tracks: [0])], path: "/m"))
    app.push(.photo(.music))
    let labels = (0..<app.content!.count).map { app.content!.row($0).label }
    #expect(labels.prefix(3) == ["Off", "Now Playing", "Shuffle Songs"] && labels.count == 4)
    _ = app.update(key(.end))
    _ = app.update(key(.enter))
    var s = Settings()
    s.pictures.music = app.settings.pictures.music
    let text = SettingsCodec.encode(s)
    #expect(!text.contains("\u{1B}"), "nothing from a playlist's name reaches the file as a control")
    let back = try SettingsCodec.decode(Array(text.utf8)).get().pictures.music
    #expect(back == .playlist(TextWidth.sanitized("Road\u{1B}[2J Trip")))
    #expect(SlideshowMusic(token: "playlist ") == nil && SlideshowMusic(token: "Radio") == nil)
  }

  // MARK: golden screens (half blocks)

  @Test(arguments: [(Theme.Name.white, 80, 24), (.black, 120, 40), (.white, 20, 8)])
  func thumbnailGridGolden(theme: Theme.Name, width: Int, height: Int) {
    var app = PhotoFixtures.app(size: Size(width: width, height: height), theme: theme == .white ? .white : .black)
    PhotoFixtures.openAlbum(row: 1, in: &app)  // Photo Library
    for _ in 0..<4 { PhotoFixtures.answer(app.update(key(.down)), in: &app) }
    assertScreen(app, named: "photo-grid-\(theme)-\(width)x\(height)", pixels: true)
  }

  @Test func midDissolveGolden() {
    var app = PhotoFixtures.app()
    PhotoFixtures.openAlbum(row: 3, in: &app)
    PhotoFixtures.answer(app.update(key(.space)), in: &app)
    Self.run(&app, until: 3)
    _ = app.update(.ticked(at: 3.5))
    #expect(app.photos.slideshow?.progress(at: 3.5)?.fraction == 0.5)
    assertScreen(app, named: "slideshow-mid-dissolve-80x24", pixels: true)
  }
}
