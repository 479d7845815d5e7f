import Testing

@testable import WheelCore

/// On-The-Go: a held center or `o` adds a song, album, artist, genre or playlist, the row
/// blinks; Save Playlist makes "New Playlist N"; Clear Playlist asks first.
@Suite struct OnTheGoTests {
  @Test func oOnASongAddsItAndTheRowBlinks() {
    var app = UserDataFixtures.app()
    app.open(.songs)
    app.select("Time")
    let effects = app.update(char("o", at: 5))
    #expect(UserDataFixtures.titles(app, .onTheGo) == ["Time"])
    #expect(AppState.saves(effects).count == 1)
    #expect(app.rowFlash == RowFlash(screen: .songs, row: app.cursor.selected, since: 5))
    #expect(app.screen == .songs, "adding does not open or play anything")
    #expect(app.player.queue == nil)
  }

  @Test func theBlinkGoesDarkAndLightThreeTimesThenStays() {
    var app = UserDataFixtures.app()
    app.open(.songs)
    _ = app.update(char("o", at: 5))
    let y = app.layout.body.y + app.cursor.selected - app.cursor.top
    func highlighted(at t: Double) -> Bool {
      _ = app.update(.ticked(at: t))
      return Renderer.render(app)[app.layout.body.x + 1, y].role == .selected
    }
    #expect(app.nextDeadline == 5 + RowFlash.phaseSeconds, "it wakes for the next change")
    let pattern = (0..<8).map { highlighted(at: 5 + (Double($0) + 0.5) * RowFlash.phaseSeconds) }
    #expect(pattern == [false, true, false, true, false, true, true, true])
    #expect(highlighted(at: 10))
  }

  @Test func anAlbumAnArtistAGenreAndAPlaylistAddAllTheirSongs() {
    var app = UserDataFixtures.app()
    app.open(.albums)
    app.select("Abbey Road")
    _ = app.update(char("o"))
    #expect(UserDataFixtures.titles(app, .onTheGo) == ["Come Together", "Something"])
    app.open(.artists)
    app.select("YOASOBI")
    _ = app.update(char("o"))
    app.open(.genres)
    app.select("Pop")
    _ = app.update(char("o"))
    #expect(UserDataFixtures.titles(app, .onTheGo) == ["Come Together", "Something", "夜に駆ける", "群青", "🎉 Party 👨‍👩‍👧"])
    app.open(.playlists)
    app.select("Recently Added")
    _ = app.update(char("o"))
    #expect(UserDataFixtures.titles(app, .onTheGo).count == 5 + 8)
  }

  @Test func menuRowsAreNotMusic() {
    var app = UserDataFixtures.app()
    for screen in [Screen.main, .music, .settings, .playlists] {
      app.open(screen)
      let effects = app.update(char("o"))
      #expect(effects.isEmpty, "\(screen)")
    }
    #expect(app.userData.data.onTheGo.isEmpty)
    #expect(app.rowFlash == nil)
  }

  @Test func holdingTheCenterOneSecondAddsAndTheReleaseDoesNothingMore() {
    var app = UserDataFixtures.app()
    app.open(.songs)
    app.select("Breathe")
    let center = app.layout.wheel!.cell(atAngle: 0, radius: 0)
    _ = app.update(.pointerDown(center, time: 10))
    #expect(app.nextDeadline == 11)
    _ = app.update(.ticked(at: 10.99))
    #expect(app.userData.data.onTheGo.isEmpty)
    _ = app.update(.ticked(at: 11))
    #expect(UserDataFixtures.titles(app, .onTheGo) == ["Breathe"])
    _ = app.update(.pointerUp(center, time: 11.5))
    #expect(app.screen == .songs && app.player.queue == nil, "the release neither plays nor adds again")
    #expect(UserDataFixtures.titles(app, .onTheGo) == ["Breathe"])
  }

  @Test func aShortPressOfTheCenterStillPlays() {
    var app = UserDataFixtures.app()
    app.open(.songs)
    app.select("Breathe")
    let center = app.layout.wheel!.cell(atAngle: 0, radius: 0)
    let pressed = app.update(.pointerDown(center, time: 10))
    #expect(pressed == [.click("Classic")], "it clicks at the press, as before")
    _ = app.update(.pointerUp(center, time: 10.3))
    #expect(app.screen == .nowPlaying && app.currentTrack?.title == "Breathe")
    #expect(app.userData.data.onTheGo.isEmpty)
  }

  @Test func onMenusTheCenterStillActsAtThePress() {
    var app = UserDataFixtures.app()
    let center = app.layout.wheel!.cell(atAngle: 0, radius: 0)
    _ = app.update(.pointerDown(center, time: 1))
    #expect(app.screen == .music)
  }

  /// Playlists > On-The-Go lists the songs, then Save Playlist and Clear Playlist.
  @Test func saveMakesNewPlaylistOneThenTwo() {
    var app = UserDataFixtures.app()
    app.open(.songs)
    app.select("Time")
    _ = app.update(char("o"))
    app.open(.playlists)
    _ = app.update(key(.enter))  // On-The-Go
    #expect(app.screen == .onTheGo)
    #expect(UserDataFixtures.labels(app) == ["Time", "Save Playlist", "Clear Playlist"])
    app.select("Save Playlist")
    let effects = app.update(key(.enter))
    #expect(app.screen == .playlists)
    #expect(app.content?.row(app.cursor.selected).label == "New Playlist 1")
    #expect(AppState.saves(effects).last?.playlists == [SavedPlaylist(name: "New Playlist 1", songs: [2])])
    #expect(app.userData.data.onTheGo.isEmpty)
    _ = app.update(key(.enter))
    #expect(UserDataFixtures.labels(app) == ["Time"])
    _ = app.update(key(.escape))
    _ = app.update(key(.escape))
    #expect(app.screen == .songs)
    app.select("Breathe")
    _ = app.update(char("o"))
    app.open(.playlists)
    _ = app.update(key(.enter))
    app.select("Save Playlist")
    _ = app.update(key(.enter))
    #expect(app.content?.row(app.cursor.selected).label == "New Playlist 2")
    #expect(UserDataFixtures.titles(app, .saved(1)) == ["Breathe"])
  }

  @Test func clearAsksAndCancelKeepsTheSongs() {
    var app = UserDataFixtures.app()
    app.open(.songs)
    _ = app.update(char("o"))
    app.open(.playlists)
    _ = app.update(key(.enter))
    app.select("Clear Playlist")
    _ = app.update(key(.enter))
    #expect(app.screen == .clearOnTheGo)
    #expect(UserDataFixtures.labels(app) == ["Cancel", "Clear Playlist"])
    _ = app.update(key(.enter))  // Cancel
    #expect(app.screen == .onTheGo && app.userData.data.onTheGo.count == 1)
    _ = app.update(key(.enter))  // Clear Playlist again
    _ = app.update(key(.down))
    let effects = app.update(key(.enter))
    #expect(app.userData.data.onTheGo.isEmpty)
    #expect(AppState.saves(effects).last?.onTheGo == [])
    #expect(app.screen == .playlists)
    _ = app.update(key(.enter))
    #expect(app.content?.count == 0 && app.content?.emptyMessage == "No songs")
  }

  @Test func playingFromOnTheGoQueuesItsSongs() {
    var app = UserDataFixtures.app()
    app.open(.songs)
    app.select("Time")
    _ = app.update(char("o"))
    app.select("Breathe")
    _ = app.update(char("o"))
    app.open(.onTheGo)
    _ = app.update(key(.down))
    _ = app.update(key(.enter))
    #expect(app.currentTrack?.title == "Breathe")
    #expect(app.player.queue?.tracks.count == 2)
  }

  @Test func playlistsAlwaysShowsOnTheGoAndTheSmartPlaylists() {
    let app = {
      var a = UserDataFixtures.app(tracks: [])
      a.open(.playlists)
      return a
    }()
    #expect(
      UserDataFixtures.labels(app) == [
        "On-The-Go", "90's Music", "Music Videos", "My Top Rated", "Recently Added", "Recently Played",
        "Top 25 Most Played",
      ])
  }
}
