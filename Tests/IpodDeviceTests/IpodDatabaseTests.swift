import CGpod
import Foundation
import TestSupport
import Testing

@testable import IpodDevice

/// The reader against iPods made by libgpod itself (`IpodFixture`), with real encoded files.
@Suite(.serialized) struct IpodDatabaseTests {
  static func folder(_ name: String) -> String {
    let path = NSTemporaryDirectory() + "ipodtui-ipod-\(name)-\(getpid())"
    try? FileManager.default.removeItem(atPath: path)
    return path
  }

  static let songs: [IpodFixture.Song] = [
    .init(title: "Alpha", artist: "Ann", album: "First", genre: "Rock", trackNumber: 1, stars: 4, plays: 7, skips: 2),
    .init(title: "Beta", artist: "Ann", album: "First", trackNumber: 2, encoder: .aacM4A, cover: (250, 10, 10)),
    .init(title: "Gamma\u{1B}[31m", artist: "Bob", album: "Second", stars: 2),
    .init(
      title: "Chapter 1", artist: "Reader", album: "The Book", mediaType: UInt32(ITDB_MEDIATYPE_AUDIOBOOK.rawValue)),
    .init(title: "Episode 9", artist: "Host", album: "The Show", mediaType: UInt32(ITDB_MEDIATYPE_PODCAST.rawValue)),
    .init(title: "A Film", mediaType: UInt32(ITDB_MEDIATYPE_MOVIE.rawValue)),
  ]

  @Test func songsTagsCountsAndFilesAreRead() throws {
    let mount = Self.folder("read")
    defer { try? FileManager.default.removeItem(atPath: mount) }
    try IpodFixture.make(at: mount, name: "Mia's iPod", songs: Self.songs, lists: [.init(name: "Mix", songs: [2, 0])])
    let db = try IpodDatabase(mountPoint: mount)
    #expect(db.name == "Mia's iPod")
    #expect(db.version <= IpodDatabase.newestWritable)
    // The movie is left out of the music library.
    #expect(db.songs.map(\.title) == ["Alpha", "Beta", "Gamma", "Chapter 1", "Episode 9"])
    let alpha = db.songs[0]
    #expect((alpha.artist, alpha.album, alpha.genre, alpha.trackNumber) == ("Ann", "First", "Rock", 1))
    #expect((alpha.stars, alpha.plays, alpha.skips) == (4, 7, 2))
    #expect(alpha.added == 1_700_000_000)
    #expect(abs(alpha.seconds - 1) < 0.01)
    #expect(db.songs.map(\.kind) == [.music, .music, .music, .audiobook, .podcast])
    for song in db.songs {
      #expect(song.path.hasPrefix(mount + "/iPod_Control/Music/F"))
      #expect(FileManager.default.fileExists(atPath: song.path), "\(song.path)")
    }
    #expect(db.songs[1].path.hasSuffix(".m4a"))
    #expect(db.playlists == [IpodPlaylist(name: "Mix", kind: .standard, songs: [2, 0])])
  }

  @Test func smartAndOnTheGoPlaylistsAreListedAndTheMasterIsNot() throws {
    let mount = Self.folder("lists")
    defer { try? FileManager.default.removeItem(atPath: mount) }
    try IpodFixture.make(
      at: mount, songs: Array(Self.songs.prefix(3)), lists: [.init(name: "Top", smartMinimumStars: 3)], files: false)
    try IpodFixture.writeOnTheGo(at: mount, positions: [1, 2])
    let db = try IpodDatabase(mountPoint: mount)
    #expect(db.playlists.count == 2)
    #expect(db.playlists.first == IpodPlaylist(name: "Top", kind: .smart, songs: [0]))
    #expect(db.playlists.last?.kind == .onTheGo)
    #expect(db.playlists.last?.songs == [1, 2])
  }

  @Test func coversComeFromTheArtworkDatabase() throws {
    let mount = Self.folder("art")
    defer { try? FileManager.default.removeItem(atPath: mount) }
    try IpodFixture.make(at: mount, songs: Array(Self.songs.prefix(2)))
    let db = try IpodDatabase(mountPoint: mount)
    #expect(db.cover(ofSongAt: 0) == nil)
    let cover = try #require(db.cover(ofSongAt: 1))
    #expect(cover.width > 0 && cover.height > 0)
    #expect(cover.rgb.count == cover.width * cover.height * 3)
    let middle = (cover.height / 2 * cover.width + cover.width / 2) * 3
    #expect(cover.rgb[middle] > 200 && cover.rgb[middle + 1] < 60 && cover.rgb[middle + 2] < 60)
    #expect(db.cover(ofSongAt: 99) == nil)
  }

  @Test func aMissingFolderOrDatabaseIsAClearError() {
    #expect(throws: IpodError.noDatabase("/nonexistent/ipod")) { try IpodDatabase(mountPoint: "/nonexistent/ipod/") }
    let empty = Self.folder("empty")
    try? FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: empty) }
    #expect(throws: IpodError.noDatabase(empty)) { try IpodDatabase(mountPoint: empty) }
  }

  /// Every prefix length of a real database (sampled) and seeded random bytes: an error with
  /// a message, or a database read; never a crash, and the file is left as it was.
  @Test func truncatedAndGarbageDatabasesAreErrorsNotCrashes() throws {
    let mount = Self.folder("hostile")
    defer { try? FileManager.default.removeItem(atPath: mount) }
    try IpodFixture.make(
      at: mount, songs: Array(Self.songs.prefix(3)), lists: [.init(name: "Mix", songs: [0])], files: false)
    let path = IpodDatabase.databasePath(in: mount)
    let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    var errors = 0
    var cuts = Array(stride(from: 0, to: whole.count, by: max(1, whole.count / 150)))
    cuts += [1, 4, 11, 12, 0x68, whole.count - 1]
    for cut in cuts {
      let bytes = Array(whole.prefix(cut))
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      do {
        _ = try IpodDatabase(mountPoint: mount)
      } catch {
        errors += 1
        #expect(!error.description.isEmpty)
      }
      #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
    }
    #expect(errors > cuts.count / 2)
    var state: UInt64 = 27
    var damaged = 0
    for round in 0..<200 {
      var bytes = whole
      if round % 2 == 0 {
        bytes = (0..<(64 + round * 13)).map { _ in
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          return UInt8(truncatingIfNeeded: state >> 33)
        }
        if round % 4 == 0 { bytes.replaceSubrange(0..<4, with: Array("mhbd".utf8)) }
      } else {
        for _ in 0..<8 {
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          bytes[Int(state >> 33) % bytes.count] = UInt8(truncatingIfNeeded: state >> 20)
        }
      }
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      do {
        _ = try IpodDatabase(mountPoint: mount).songs.map(\.title)
      } catch {
        if error.description.contains("damaged") { damaged += 1 }
      }
    }
    // Some of these make libgpod free an error twice: caught in the trial process.
    #expect(damaged > 0)
  }
}
