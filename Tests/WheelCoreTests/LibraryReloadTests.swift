import Testing

@testable import WheelCore

/// A rescan that finds fewer songs must leave every screen that holds a position in the old
/// library (Cover Flow's album, the search's hits) pointing inside the new one.
@Suite struct LibraryReloadTests {
  func reload(_ app: inout AppState, with tracks: [Track]) {
    _ = app.update(.libraryLoaded(LibraryIndex(tracks: tracks), playlists: [], path: "/music"))
  }

  @Test func coverFlowKeepsItsAlbumInsideAShrunkLibrary() {
    var app = LibraryFixtures.app(size: Size(width: 120, height: 30))
    app.openMusic(0)
    #expect(app.screen == .coverFlow)
    _ = app.update(key(.end, at: 1))
    #expect(app.coverFlow.selected == app.library.index.albums.count - 1)
    reload(&app, with: Array(LibraryFixtures.tracks().prefix(2)))
    #expect(app.coverFlow.selected < app.library.index.albums.count)
    _ = Renderer.render(app)
    _ = app.update(.ticked(at: 2))
    _ = app.update(key(.enter, at: 3))
    #expect(app.coverFlow.flip?.album == 0)  // turned round to its tracks
    _ = app.update(.ticked(at: 4))
    reload(&app, with: [])
    #expect(app.coverFlow.flip == nil)  // the flipped album went with the library
    _ = Renderer.render(app)
    _ = app.update(key(.enter, at: 5))
    _ = app.update(key(.down, at: 6))
  }

  @Test func searchHitsAreFoundAgainInTheNewLibrary() {
    var app = LibraryFixtures.app()
    app.openMusic(10)  // Search
    for c in "t" { _ = app.update(char(c)) }  // words starting with t: The Beatles, Time, Together…
    let before = app.search.hits.count
    #expect(before > 3)
    _ = app.update(key(.enter))
    #expect(app.screen == .searchResults("t"))
    _ = app.update(key(.end))
    reload(&app, with: Array(LibraryFixtures.tracks().prefix(1)))  // "Speak to Me" by Pink Floyd
    #expect(app.search.hits.count < before)
    let count = app.content?.count ?? 0
    #expect(count == app.search.hits.count)
    for row in 0..<count { _ = app.content?.row(row) }
    _ = Renderer.render(app)
    _ = app.update(key(.enter))
    #expect(app.cursor.selected < max(1, count))
  }
}

extension LibraryReloadTests {
  /// Found by the property test: Now Playing selected in the main menu, then a rescan finds
  /// none of the queue's songs; the row goes, and the selection must not point past the end.
  @Test func mainMenuSelectionSurvivesTheQueueVanishing() {
    var app = LibraryFixtures.app()
    app.openMusic(5)
    _ = app.update(key(.enter))
    for _ in 0..<3 { _ = app.update(key(.escape)) }
    _ = app.update(key(.end))
    #expect(app.content?.row(app.cursor.selected).label == "Now Playing")
    reload(&app, with: [])
    #expect(app.cursor.selected < app.content?.count ?? 0)
    _ = app.update(key(.enter))
  }
}
