@testable import WheelCore

/// Small libraries for tests: a few albums with track numbers and durations, or many songs.
enum LibraryFixtures {
  static func tracks() -> [Track] {
    var result: [Track] = []
    var id: Int64 = 1
    func add(
      _ title: String, _ artist: String, _ album: String, _ n: Int, _ duration: Double = 200, genre: String = "Rock"
    ) {
      result.append(
        Track(
          id: id, path: "/music/\(artist)/\(album)/\(n).flac", title: title, artist: artist,
          album: album, genre: genre, trackNumber: n, duration: duration))
      id += 1
    }
    add("Speak to Me", "Pink Floyd", "The Dark Side of the Moon", 1, 68)
    add("Breathe", "Pink Floyd", "The Dark Side of the Moon", 2, 169)
    add("Time", "Pink Floyd", "The Dark Side of the Moon", 3, 413)
    add("夜に駆ける", "YOASOBI", "THE BOOK", 1, 261, genre: "J-Pop")
    add("群青", "YOASOBI", "THE BOOK", 2, 248, genre: "J-Pop")
    add("Come Together", "The Beatles", "Abbey Road", 1, 259)
    add("Something", "The Beatles", "Abbey Road", 2, 182)
    add("🎉 Party 👨‍👩‍👧", "Emoji Band", "Faces", 1, 125, genre: "Pop")
    return result
  }

  static func manySongs(_ n: Int) -> [Track] {
    (0..<n).map { i in
      Track(
        id: Int64(i + 1), path: "/m/\(i).ogg", title: "Song \(i)", artist: "Artist \(i % 40)",
        album: "Album \(i % 120)", trackNumber: i % 12 + 1, duration: 180)
    }
  }

  /// An app at `size` with the fixture library loaded.
  static func app(
    size: Size = Size(width: 100, height: 40), tracks: [Track] = tracks(), settings: Settings = Settings(),
    theme: ThemeChoice = .white
  ) -> AppState {
    var app = state(size: size, theme: theme, settings: settings)
    _ = app.update(.libraryLoaded(LibraryIndex(tracks: tracks), playlists: [], path: "/music"))
    return app
  }
}

extension AppState {
  /// Opens Music > (row) from the main menu.
  mutating func openMusic(_ row: Int) {
    _ = update(key(.enter))
    for _ in 0..<row { _ = update(key(.down)) }
    _ = update(key(.enter))
  }
}
