import Testing

@testable import WheelCore

/// The music screens' main flows as whole state changes: the lists, a song row, Now Playing
/// and its rating page, Cover Flow and Search. Each step names every field it changes and
/// every effect it asks for (`assertUpdate`).
@Suite struct MainFlowMusicTests {
  let click = MainFlow.click

  /// Music: a turn moves the selection and clicks, the center opens the row's list (a push),
  /// down again into an artist, and MENU comes back a screen at a time.
  @Test func theListsTurnOpenAndGoBack() {
    var app = UserDataFixtures.app()
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.music)) }
    let artists = app.rowIndex("Artists")!
    assertUpdate(&app, MainFlow.turn(artists), effects: [.click("Classic", count: artists)]) {
      $0.expectSelected(artists)
    }
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.artists)) }
    assertUpdate(&app, MainFlow.turn(1), effects: [click]) { $0.expectSelected(1) }
    let artist = app.library.index.artists.firstIndex { $0.name == app.content!.row(1).label }!
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.artistAlbums(artist))) }
    assertUpdate(&app, char("m"), effects: [click]) { $0.stack.removeLast() }
    assertUpdate(&app, char("m"), effects: [click]) { $0.stack.removeLast() }
    #expect(app.screen == .music && app.cursor.selected == artists, "the list comes back where it was left")
  }

  /// A song row: the center plays the album from that song on, with the album as the queue,
  /// and shows Now Playing; MENU leaves it playing.
  @Test func aSongRowPlaysItsListFromThere() {
    var app = UserDataFixtures.app()
    let album = app.library.index.albums.firstIndex { $0.name == "Abbey Road" }!
    app.open(.songList(.album(album)))
    assertUpdate(&app, MainFlow.turn(1), effects: [click]) { $0.expectSelected(1) }
    let start = MainFlow.playStart(in: app, queue: app.library.tracks(of: .album(album)), position: 1)
    assertUpdate(&app, key(.enter), effects: start.effects, start.change)
    assertUpdate(&app, char("m"), effects: [click]) { $0.stack.removeLast() }
  }

  /// Now Playing: a turn sets the volume (and saves it), the center steps to scrub, then to the
  /// rating page where a turn gives the song stars, saved with the user's data.
  @Test func nowPlayingSetsTheVolumeThenScrubsThenRates() {
    var app = UserDataFixtures.app()
    _ = app.play(.all, from: 0)
    app.stack = [Frame(.main), Frame(.nowPlaying)]
    _ = app.update(.ticked(at: 0))  // shown once: its cover is asked for
    var louder = app.settings
    louder.volume += 1
    var expectedGain = app
    expectedGain.settings = louder
    assertUpdate(
      &app, MainFlow.turn(1, at: 1), effects: [.setVolume(expectedGain.musicGain), .saveSettings(louder), click]
    ) {
      $0.settings.volume += 1
      $0.player.lastWheelTime = 1
      $0.now = 1
    }
    assertUpdate(&app, key(.enter, at: 2), effects: [click]) {
      $0.player.wheelMode = .scrub
      $0.player.lastWheelTime = 2
      $0.now = 2
    }
    assertUpdate(&app, key(.enter, at: 3), effects: [click]) {
      $0.player.wheelMode = .rating
      $0.player.lastWheelTime = 3
      $0.now = 3
    }
    let song = app.currentTrack!
    var rated = app
    rated.now = 4  // the time the turn comes
    _ = rated.rateCurrentSong(by: 2)
    assertUpdate(
      &app, MainFlow.turn(2, at: 4), effects: [.saveUserData(rated.userData.data), .click("Classic", count: 2)]
    ) {
      $0.userData = rated.userData
      $0.library = rated.library  // the song's stars show in the library too
      $0.player.lastWheelTime = 4
      $0.now = 4
    }
    #expect(UserDataFixtures.record(app, song.title)?.rating == 2)
  }

  /// Cover Flow: a turn moves to the next album, the center flips it round to its tracks, and
  /// MENU turns it back before leaving.
  @Test func coverFlowTurnsFlipsAndFlipsBack() {
    var app = UserDataFixtures.app()
    _ = app.update(key(.enter))
    let loads = app.update(key(.enter))  // Cover Flow: the covers in view are asked for
    #expect(app.screen == .coverFlow && !loads.isEmpty)
    let albums = app.library.index.albums.count
    assertUpdate(&app, MainFlow.turn(1, at: 1), effects: [click]) {
      _ = $0.coverFlow.move(by: 1, count: albums, at: 1)
      $0.now = 1
    }
    assertUpdate(&app, key(.enter, at: 2), effects: [click]) {
      $0.coverFlow.flip = CoverFlowFlip(album: 1, at: 2)
      $0.now = 2
    }
    assertUpdate(&app, char("m", at: 3), effects: [click]) {
      $0.coverFlow.flip?.close(at: 3)
      $0.now = 3
    }
  }

  /// Search: typed letters edit the query and its results, the wheel then moves over the
  /// results, and the center opens the one found.
  @Test func searchTypesAndOpensAResult() {
    var app = UserDataFixtures.app()
    app.open(.search)
    assertUpdate(&app, char("t")) {
      $0.search.append("t", in: $0.library.index)
      $0.searchStripIndex = 0
    }
    assertUpdate(&app, char("i")) { $0.search.append("i", in: $0.library.index) }
    assertUpdate(&app, .pasted("me")) { $0.search.append("me", in: $0.library.index) }
    #expect(app.search.query == "time")
    assertUpdate(&app, key(.backspace)) { $0.search.erase(in: $0.library.index) }
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.searchResults("tim"))) }
  }
}
