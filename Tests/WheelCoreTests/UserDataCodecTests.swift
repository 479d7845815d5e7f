import Testing

@testable import WheelCore

/// The user data file: what is written reads back the same, and a damaged file gives what it
/// still holds and says what was wrong.
@Suite struct UserDataCodecTests {
  static let sample = UserData(
    songs: [
      SongRecord(
        key: SongKey(path: "/m/a\tb\nc\\d.flac", title: "Tab\tand\u{1B}[31m", artist: "Ärtist 夜", album: ""),
        rating: 5, plays: 12, skips: 3, lastPlayed: 1_796_000_000, added: 1_500_000_000.25),
      SongRecord(key: SongKey(path: "/m/plain.ogg", title: "Plain", artist: "", album: "A"), added: nil),
      SongRecord(key: SongKey(path: "/m/zero.ogg", title: "Zero", artist: "", album: ""), rating: 0, added: 5),
    ],
    onTheGo: [1, 0, 1],
    playlists: [SavedPlaylist(name: "New Playlist 1", songs: [2, 0]), SavedPlaylist(name: "Empty", songs: [])])

  @Test func roundTrip() {
    let text = UserDataCodec.encode(Self.sample)
    let decoded = UserDataCodec.decode(Array(text.utf8))
    #expect(decoded.isClean)
    #expect(decoded.data == Self.sample)
    #expect(
      text.split(separator: "\n").count == 2 + 3 + 3 + 3 + 1 + 1, "one line per thing, escapes kept the rest on theirs")
    #expect(!text.contains("\u{1B}"), "no control character reaches the file")
  }

  @Test func aBadSongLineCostsThatSongOnly() {
    var lines = UserDataCodec.encode(Self.sample).split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    lines[2] = "song\tnine\t0\t0\t-\t-\t/x\tx\tx\tx"  // the first song, rating unreadable
    let decoded = UserDataCodec.decode(Array(lines.joined(separator: "\n").utf8))
    #expect(!decoded.isClean && decoded.badLineCount == 1 && decoded.badLines == [3])
    #expect(decoded.data.songs.map(\.key.title) == ["Plain", "Zero"])
    #expect(decoded.data.onTheGo == [0, 0], "On-The-Go keeps the songs that are still there")
    #expect(decoded.data.playlists[0].songs == [1])
    #expect(decoded.problem == "1 unreadable line (3)")
  }

  @Test func aFileCutShortIsReportedAndItsLinesKept() {
    let text = UserDataCodec.encode(Self.sample)
    let cut = String(text[..<text.range(of: "otg")!.lowerBound])
    let decoded = UserDataCodec.decode(Array(cut.utf8))
    #expect(decoded.truncated && decoded.data.songs.count == 3 && decoded.data.onTheGo.isEmpty)
    #expect(decoded.problem == "cut short")
  }

  @Test func outOfRangeValuesAreRefused() {
    for bad in [
      "song\t6\t0\t0\t-\t-\t/p\tt\ta\tb", "song\t-\t-1\t0\t-\t-\t/p\tt\ta\tb", "song\t-\t0\t0\tnan\t-\t/p\tt\ta\tb",
      "song\t-\t0\t0\t-\t1e300\t/p\tt\ta\tb", "song\t-\t0\t0\t-\t-\t\tt\ta\tb", "song\t-\t0\t0\t-\t-\t/p\\q\tt\ta\tb",
      "song\t-\t0\t0\t-\t-\t/p\tt\ta", "otg\t-3", "item\t1", "mystery\t1",
    ] {
      let decoded = UserDataCodec.decode(Array("version = 1\n\(bad)\nend\n".utf8))
      #expect(decoded.badLineCount == 1, "\(bad)")
    }
  }

  @Test func otherFilesAreNotReadAtAll() {
    #expect(UserDataCodec.decode([0xFF, 0xFE, 0x00]).unreadable)
    #expect(UserDataCodec.decode(Array("hello\nworld\n".utf8)).unreadable)
    let newer = UserDataCodec.decode(Array("version = 3\nsong\twhatever\nend\n".utf8))
    #expect(newer.newerVersion == 3 && newer.data == UserData())
  }

  @Test func playlistNamesFromTheFileAreCleaned() {
    let decoded = UserDataCodec.decode(Array("version = 1\nplaylist\tEvil\\x1b[2J\nend\n".utf8))
    #expect(decoded.isClean)
    #expect(!decoded.data.playlists[0].name.contains("\u{1B}"))
  }

  @Test func escapesRoundTripEveryControlCharacter() {
    let all = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init)))
    #expect(UserDataCodec.unescape(UserDataCodec.escape(all)) == all)
    #expect(UserDataCodec.unescape("a\\x4") == nil && UserDataCodec.unescape("a\\q") == nil)
  }
}
