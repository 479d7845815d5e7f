import Testing

@testable import WheelCore

/// With Compilations in the Music menu, as on the iPod, an artist found only on compilations
/// is listed there and not under Artists; hidden, Artists lists everyone.
@Suite struct CompilationArtistsTests {
  /// Ann has an album of her own and a song on "Now 1"; Bob and Cy are on compilations only
  /// (one flagged, one by Various Artists).
  static let tracks = [
    LibraryIndexTests.song("Hit A", artist: "Ann", album: "Now 1", compilation: true),
    LibraryIndexTests.song("Hit B", artist: "Bob", album: "Now 1", compilation: true),
    LibraryIndexTests.song("Hit C", artist: "Cy", album: "Summer", albumArtist: "various artists"),
    LibraryIndexTests.song("Aria", artist: "Ann", album: "Opera"),
    LibraryIndexTests.song("Solo", artist: "Dee", album: "Dee"),
  ].enumerated().map { i, t in
    var t = t
    t.id = Int64(i + 1)
    return t
  }

  @Test func theIndexKnowsTheArtistsBeyondCompilations() {
    let index = LibraryIndex(tracks: Self.tracks)
    #expect(index.artists.map(\.name) == ["Ann", "Bob", "Cy", "Dee"])
    #expect(index.artistsBeyondCompilations.map { index.artists[Int($0)].name } == ["Ann", "Dee"])
  }

  func artistRows(_ settings: Settings) -> [String] {
    var app = state(settings: settings)
    _ = app.update(.libraryLoaded(LibraryIndex(tracks: Self.tracks), playlists: [], path: "/m"))
    app.push(.artists)
    return (0..<(app.content?.count ?? 0)).map { app.content!.row($0).label }
  }

  @Test func artistsLeaveOutCompilationOnlyArtistsWhileCompilationsShow() {
    #expect(Settings().musicMenu.contains(.compilations))
    #expect(artistRows(Settings()) == ["Ann", "Dee"])
    var hidden = Settings()
    hidden.toggle(.compilations, in: .music)
    #expect(artistRows(hidden) == ["Ann", "Bob", "Cy", "Dee"])
  }

  /// A row opens the artist it names, not the one at its position in the whole list.
  @Test func aRowOpensTheArtistItNames() {
    var app = state()
    _ = app.update(.libraryLoaded(LibraryIndex(tracks: Self.tracks), playlists: [], path: "/m"))
    app.push(.artists)
    _ = app.update(key(.down))
    _ = app.update(key(.enter))
    #expect(app.screen == .artistAlbums(3))
    #expect(app.screen.home.title(in: app) == "Dee")
  }
}
