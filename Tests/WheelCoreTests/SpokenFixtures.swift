@testable import WheelCore

/// A library with music, a two-part audiobook, a one-file book with chapters, and a podcast.
enum SpokenFixtures {
  static func tracks() -> [Track] {
    var tracks = LibraryFixtures.tracks()
    tracks.append(
      Track(
        id: 101, path: "/music/Books/Hobbit 1.mp3", title: "Part One", artist: "J.R.R. Tolkien",
        album: "The Hobbit", genre: "Audiobook", trackNumber: 1, duration: 3600))
    tracks.append(
      Track(
        id: 102, path: "/music/Books/Hobbit 2.mp3", title: "Part Two", artist: "J.R.R. Tolkien",
        album: "The Hobbit", genre: "Audiobook", trackNumber: 2, duration: 3000))
    tracks.append(Track(id: 103, path: "/music/Dune.m4b", title: "Dune", artist: "Frank Herbert", duration: 7200))
    tracks.append(
      Track(
        id: 104, path: "/music/Podcasts/Show/ep2.mp3", title: "Episode 2", artist: "Host",
        album: "The Show", trackNumber: 2, duration: 1800))
    tracks.append(
      Track(
        id: 105, path: "/music/Podcasts/Show/ep1.mp3", title: "Episode 1", artist: "Host",
        album: "The Show", trackNumber: 1, duration: 1700))
    return tracks
  }

  static func app(size: Size = Size(width: 100, height: 40), settings: Settings = Settings()) -> AppState {
    LibraryFixtures.app(size: size, tracks: tracks(), settings: settings)
  }
}

extension AppState {
  /// Music > Audiobooks (row 8) or Podcasts (row 9), then the `item`th entry.
  mutating func openSpoken(_ row: Int, item: Int) {
    openMusic(row)
    for _ in 0..<item { _ = update(key(.down)) }
    _ = update(key(.enter))
  }
}
