import Foundation

@testable import WheelCore

/// The values saved in `Fixtures/v1/`: files written by the program before the one line format
/// (settings and bookmarks at version 1, user data at version 1, the resume point and the high
/// scores without a version line). Those files are committed as they were written and never
/// regenerated, so every later reader is held to reading them to these same values.
enum LegacyFixtures {
  /// The folder of the version 1 files, found from this source file (no package resources).
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/v1"

  static func bytes(_ name: String) -> [UInt8] {
    Array((FileManager.default.contents(atPath: folder + "/" + name)) ?? Data())
  }

  static var settings: Settings {
    var s = Settings()
    s.clicker = false
    s.clickerSound = "Tick ✓ = 100%"
    s.alarmSound = "Café au lait"
    s.shuffle = .albums
    s.repeatMode = .all
    s.sensitivity = .high
    s.theme = .black
    s.volumeLimit = 55
    s.volume = 7
    s.coverFlowHome = true
    s.scrobbleLog = true
    s.sortBy = .lastName
    s.audiobookSpeed = .faster
    s.equalizer = .bassBooster
    s.soundCheck = .album
    s.pictures.graphics = .blocks
    s.pictures.slideSeconds = 10
    s.pictures.transition = .wipe
    s.pictures.shuffle = true
    s.pictures.repeats = true
    s.pictures.music = .playlist("Road trip 🚗 #1")
    s.writeRatingTags = true
    s.toggle(.playlists, in: .main)
    s.toggle(.search, in: .music)
    s.libraryPath = "/home/zoë/My Music = 100% \\ back"
    s.source = .mpd
    s.mpdAddress = "[::1]:6600"
    s.clockCities = ["Europe/Paris", "Asia/Tokyo"]
    s.alarms = [
      Alarm(isOn: true, hour: 7, minute: 30, repeats: .weekdays, sound: .tone("Chimes")),
      Alarm(isOn: false, hour: 23, minute: 5, repeats: .once, sound: .playlist("Morning ☀ Mix = 50%")),
    ]
    s.backlight = .ten
    s.brightness = 40
    return s
  }

  static let bookmarks = Bookmarks(marks: [
    "book:the hobbit / j. r. r. tolkien": .init(path: "/m/Books/The Hobbit/Part 01 of 10.mp3", seconds: 1234.5),
    "episode:/m/Pod casts/100% real\tnews\nnight\r.mp3": .init(
      path: "/m/Pod casts/100% real\tnews\nnight\r.mp3", seconds: 61),
    "episode:/m/日本語/エピソード %41 \\x41.ogg": .init(path: "/m/日本語/エピソード %41 \\x41.ogg", seconds: 0.25),
    "book:émile / rousseau": .init(path: "/m/Émile = part 2.m4b", seconds: 604_800),
  ])

  static let userData = UserData(
    songs: [
      SongRecord(
        key: SongKey(path: "/m/a\tb\nc\\d %25.flac", title: "Tab\tand\u{1B}[31m red", artist: "Ärtist 夜", album: ""),
        rating: 5, plays: 12, skips: 3, lastPlayed: 1_796_000_000, added: 1_500_000_000.25),
      SongRecord(key: SongKey(path: "/m/plain.ogg", title: "Plain = Song", artist: " spaced ", album: "A"), added: nil),
      SongRecord(
        key: SongKey(path: "/m/zero.ogg", title: "Zero\r\n", artist: "-", album: "\\x41"), rating: 0,
        plays: 999_999_999,
        added: 5),
    ],
    onTheGo: [1, 0, 1],
    playlists: [
      SavedPlaylist(name: "New Playlist 1", songs: [2, 0]), SavedPlaylist(name: "Empty = none", songs: []),
      SavedPlaylist(name: "Grüße\\Tab", songs: [1]),
    ])

  static let resume = ResumeState(trackIDs: [42, 7, 9_000_000_000], position: 1, elapsed: 83.25)

  static let highScores = HighScores(best: [.brick: 120, .quiz: 7, .parachute: 99_999_999])
}
