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
    // The album-art page asks for the cover at the display's size.
    let track = app.currentTrack!
    let big = app.layout.nowPlayingBigArt
    let artKey = NowPlayingScreen.artPageKey(track)
    let load = Effect.loadCover(key: artKey, trackPath: track.path, width: big.width, height: big.height * 2)
    assertUpdate(&app, key(.enter, at: 3), effects: [click, load]) {
      $0.player.wheelMode = .art
      $0.player.lastWheelTime = 3
      $0.now = 3
      $0.covers.markPending(artKey)
    }
    assertUpdate(&app, key(.enter, at: 3), effects: [click]) {
      $0.player.wheelMode = .rating
    }
    let song = app.player.queue!.current!
    var stars = app.userData.data
    stars.songs[app.userData.record(ofTrack: song)!].rating = 2
    assertUpdate(&app, MainFlow.turn(2, at: 4), effects: [.saveUserData(stars), .click("Classic", count: 2)]) {
      $0.userData.data = stars
      $0.userData.listsBuiltAt = UserDataFixtures.wall + 4  // the lists are rebuilt with the data
      $0.player.lastWheelTime = 4
      $0.now = 4
    }
    #expect(UserDataFixtures.record(app, app.library.index[song].title)?.rating == 2)
  }

  /// Now Playing's lyrics page: once the song's words have come, the center steps past the
  /// rating page to them, the wheel scrolls them, and MENU goes back to the volume page.
  @Test func nowPlayingShowsTheLyrics() {
    var app = UserDataFixtures.app()
    _ = app.play(.all, from: 0)
    app.stack = [Frame(.main), Frame(.nowPlaying)]
    _ = app.update(.ticked(at: 0))  // shown once: its lyrics and cover are asked for
    let path = app.currentTrack!.path
    let words = Lyrics(plain: (1...80).map { "Line \($0)" })
    assertUpdate(&app, .lyricsLoaded(path: path, lyrics: words)) { $0.lyrics.lyrics = words }
    for _ in 0..<3 { _ = app.update(key(.enter, at: 1)) }  // scrub, art, rating
    assertUpdate(&app, key(.enter, at: 1), effects: [click]) {
      $0.player.wheelMode = .lyrics
      $0.now = 1
    }
    assertUpdate(&app, MainFlow.turn(3, at: 2), effects: [.click("Classic", count: 3)]) {
      $0.lyrics.scroll = 3
      $0.player.lastWheelTime = 2
      $0.now = 2
    }
    assertUpdate(&app, char("m", at: 3), effects: [click]) {
      $0.player.wheelMode = .volume
      $0.now = 3
    }
    #expect(app.screen == .nowPlaying, "MENU left the lyrics, not Now Playing")
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
    let time = app.library.index.songs.first { app.library.index[$0].title == "Time" }!
    #expect(app.search.query == "time" && app.search.hits == [.song(time)], "the results follow the query")
    assertUpdate(&app, key(.backspace)) { $0.search.erase(in: $0.library.index) }
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.searchResults("tim"))) }
  }

  /// Every library list, from Music down: on the first list the wheel goes to the row `first`
  /// names (when it names one), then at each level a turn moves to the second row (when there is one), and
  /// the center opens what that row lists, until a song row plays its list from that song.
  @Test(arguments: [
    (Screen.playlists, "Recently Added"), (.artists, ""), (.albums, ""), (.compilations, ""), (.songs, ""),
    (.genres, ""), (.composers, ""),
  ])
  func aLibraryListLeadsToASong(list: Screen, first: String) {
    // The fixture library with composers (the artists) and one compilation, so that every
    // list has rows.
    let tracks = LibraryFixtures.tracks().map { track in
      var track = track
      track.composer = track.artist
      track.isCompilation = track.album == "Faces"
      return track
    }
    var app = UserDataFixtures.app(tracks: tracks)
    app.open(list)
    if !first.isEmpty {
      let row = app.rowIndex(first)!
      assertUpdate(&app, MainFlow.turn(row), effects: [.click("Classic", count: row)]) { $0.expectSelected(row) }
    }
    for _ in 0..<6 {
      guard let content = app.content, content.count > 0 else { break }
      if content.count > 1, app.cursor.selected == 0 {
        assertUpdate(&app, MainFlow.turn(1), effects: [click]) { $0.expectSelected(1) }
      }
      switch content.row(app.cursor.selected).action {
      case .open(let next):
        assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(next)) }
      case .play(let songs, let row):
        let start = MainFlow.playStart(in: app, queue: app.library.tracks(of: songs), position: row)
        assertUpdate(&app, key(.enter), effects: start.effects, start.change)
        return
      case let other:
        Issue.record("\(app.screen) row \(app.cursor.selected) does \(other)")
        return
      }
    }
    Issue.record("no song was reached from \(list): stopped on \(app.screen)")
  }

  /// Cover Flow's back: once the cover has turned round, the wheel moves over the album's
  /// songs and the center plays the album from the one chosen.
  @Test func coverFlowsBackPlaysTheAlbum() {
    var app = UserDataFixtures.app()
    app.open(.coverFlow)
    _ = app.update(key(.enter, at: 1))  // flips the first album round
    let turned = 1 + CoverFlowFlip.seconds
    _ = app.update(.ticked(at: turned))
    let album = app.library.index.coverFlow[0]
    let songs = app.library.index.albums[album].tracks
    assertUpdate(&app, MainFlow.turn(1, at: turned), effects: [click]) {
      $0.coverFlow.flip?.cursor.select(1, count: songs.count, visibleRows: songs.count)
    }
    let start = MainFlow.playStart(in: app, queue: songs, position: 1)
    assertUpdate(&app, key(.enter, at: turned), effects: start.effects, start.change)
  }

  /// Search with the wheel alone: a turn moves along the letter strip (clicking), the center
  /// adds the letter there to the query, whose results follow.
  @Test func searchPicksLettersWithTheWheel() {
    var app = UserDataFixtures.app()
    app.open(.search)
    let p = SearchState.strip.firstIndex(of: "P")!
    let steps = p - SearchState.firstLetter
    assertUpdate(&app, MainFlow.turn(steps), effects: [click]) { $0.searchStripIndex = p }
    assertUpdate(&app, key(.enter), effects: [click]) { $0.search.append("p", in: $0.library.index) }
    let index = app.library.index
    let pinkFloyd = index.artists.firstIndex { $0.name == "Pink Floyd" }!
    let party = index.songs.first { index[$0].title.contains("Party") }!
    #expect(app.search.hits == [.artist(pinkFloyd), .song(party)], "P finds Pink Floyd and the party song")
  }

  /// Search's results: the found songs follow the artists and albums; the center on a song
  /// plays the songs found, from that one.
  @Test func searchResultsPlayASong() {
    var app = UserDataFixtures.app()
    app.open(.search)
    _ = app.update(.pasted("time"))
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.searchResults("time"))) }
    let row = app.rowIndex("Time")!
    guard case .play(let found, let position) = app.content?.row(row).action else {
      Issue.record("the song found is not a row that plays")
      return
    }
    app.moveCursor(to: "Time")
    let start = MainFlow.playStart(in: app, queue: app.library.tracks(of: found), position: position)
    assertUpdate(&app, key(.enter), effects: start.effects, start.change)
  }

  /// On-The-Go: `o` on a song adds it (saved with the user's data) and the row blinks; the
  /// song is then on Playlists > On-The-Go.
  @Test func onTheGoTakesASong() {
    var app = UserDataFixtures.app()
    app.open(.songs)
    app.moveCursor(to: "Time")
    let song = app.library.index.songs[app.cursor.selected]
    var added = app.userData.data
    added.addToOnTheGo([app.userData.record(ofTrack: song)!])
    assertUpdate(&app, char("o", at: 5), effects: [.saveUserData(added)]) {
      $0.userData.data = added
      $0.library.userLists.onTheGo = [song]  // the list Playlists > On-The-Go shows
      $0.userData.listsBuiltAt = UserDataFixtures.wall + 5  // rebuilt with the data
      $0.rowFlash = RowFlash(screen: .songs, row: $0.cursor.selected, since: 5)
      $0.now = 5
    }
    #expect(UserDataFixtures.titles(app, .onTheGo) == ["Time"])
  }

  /// Playlists > On-The-Go with songs in it: Save Playlist makes "New Playlist 1" of them
  /// (saved), empties On-The-Go and goes back to Playlists with the new one selected.
  @Test func onTheGoSavesAPlaylist() {
    var app = UserDataFixtures.app()
    app.open(.songs)
    app.moveCursor(to: "Time")
    _ = app.update(char("o", at: 1))
    let time = app.library.index.songs[app.cursor.selected]
    app.stack = [Frame(.main), Frame(.playlists)]
    assertUpdate(&app, key(.enter, at: 2), effects: [click]) {
      $0.stack.append(Frame(.onTheGo))
      $0.now = 2
    }
    app.moveCursor(to: "Save Playlist")
    var saved = app.userData.data
    let playlist = saved.saveOnTheGo()!
    assertUpdate(&app, key(.enter, at: 2), effects: [click, .saveUserData(saved)]) {
      $0.userData.data = saved
      $0.library.userLists.onTheGo = []
      $0.library.userLists.saved = [PlaylistInfo(name: "New Playlist 1", tracks: [time])]
      $0.userData.listsBuiltAt = UserDataFixtures.wall + 2  // rebuilt with the data
      $0.stack.removeLast()
      $0.expectSelected(MenuCatalog.playlistsRow(ofSaved: playlist))
    }
    #expect(app.content?.row(app.cursor.selected).label == "New Playlist 1")
  }

  /// On-The-Go's Clear Playlist asks first, on Cancel; the wheel goes to Clear Playlist, and
  /// the center empties the list (saved) and goes back to Playlists.
  @Test func onTheGoClearsAfterAsking() {
    var app = UserDataFixtures.app()
    app.open(.songs)
    _ = app.update(char("o"))
    app.stack = [Frame(.main), Frame(.playlists), Frame(.onTheGo)]
    app.moveCursor(to: "Clear Playlist")
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.clearOnTheGo)) }
    let rows = UserDataFixtures.labels(app)
    let clear = rows.firstIndex { $0 != "Cancel" }!
    assertUpdate(&app, MainFlow.turn(clear), effects: [.click("Classic", count: clear)]) { $0.expectSelected(clear) }
    var cleared = app.userData.data
    cleared.clearOnTheGo()
    assertUpdate(&app, key(.enter), effects: [click, .saveUserData(cleared)]) {
      $0.userData.data = cleared
      $0.library.userLists.onTheGo = []
      $0.stack.removeLast(2)
    }
  }
}
