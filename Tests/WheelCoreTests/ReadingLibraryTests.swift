import Testing

@testable import WheelCore

/// While the library is still being read (a first scan, an MPD server sending its songs), an
/// empty list says so instead of "No songs" (third hostile run: a slow MPD server showed
/// "No songs" while it was loading).
@Suite struct ReadingLibraryTests {
  @Test func anEmptyListWhileReadingSaysItIsReading() {
    var app = LibraryFixtures.app(tracks: [])
    _ = app.update(.scanProgressed(.scanning(done: 0, total: 1_000_000)))
    for screen in [Screen.songList(.all), .artists, .albums, .genres, .composers] {
      #expect(screen.home.content(in: app)?.emptyMessage == "Reading the library…", "\(screen)")
    }
    _ = app.update(.scanProgressed(.finished(songs: 0, skipped: 0)))
    #expect(Screen.songList(.all).home.content(in: app)?.emptyMessage == "No songs")
    #expect(Screen.artists.home.content(in: app)?.emptyMessage == "No artists")
  }
}
