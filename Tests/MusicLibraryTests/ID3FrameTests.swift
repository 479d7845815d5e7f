import Foundation
import MusicLibrary
import Testing

/// The MP3 fields the scan takes from ID3v2 frames one by one (not through TagLib's whole
/// property map), on tags built byte by byte in each version and text encoding a tagger
/// writes, before an MP3 stream from ffmpeg.
@Suite struct ID3FrameTests {
  /// An ID3v2 text frame's body: the encoding byte, then the text in that encoding.
  enum Text {
    case latin1(String)
    case utf16(String)
    case utf8(String)

    var body: [UInt8] {
      switch self {
      case .latin1(let text): return [0] + text.unicodeScalars.map { UInt8($0.value) }
      case .utf16(let text): return [1, 0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
      case .utf8(let text): return [3] + Array(text.utf8)
      }
    }
  }

  /// A 4-byte size: plain in ID3v2.3 frame headers, 7 bits a byte ("syncsafe") in v2.4's and
  /// in every tag header.
  static func size(_ value: Int, syncsafe: Bool) -> [UInt8] {
    let shifts = syncsafe ? [21, 14, 7, 0] : [24, 16, 8, 0]
    return shifts.map { UInt8((value >> $0) & (syncsafe ? 0x7F : 0xFF)) }
  }

  static func frame(_ id: String, _ body: [UInt8], version: UInt8) -> [UInt8] {
    Array(id.utf8) + size(body.count, syncsafe: version == 4) + [0, 0] + body
  }

  static func text(_ id: String, _ text: Text, version: UInt8) -> [UInt8] { frame(id, text.body, version: version) }

  /// TXXX: encoding, description, NUL, value.
  static func userText(_ description: String, _ value: String, version: UInt8) -> [UInt8] {
    frame("TXXX", [3] + Array(description.utf8) + [0] + Array(value.utf8), version: version)
  }

  /// An ID3v1 tag: the fields padded with NULs to their widths.
  static func id3v1(title: String) -> [UInt8] {
    let field = { (text: String, width: Int) in
      Array(text.utf8.prefix(width)) + [UInt8](repeating: 0, count: max(0, width - text.utf8.count))
    }
    return Array("TAG".utf8) + field(title, 30) + field("", 30) + field("", 30) + field("", 4) + field("", 30) + [255]
  }

  /// An MP3 (ffmpeg, no tag of its own) with an ID3v2 tag of `version` holding `frames`
  /// before it and `tail` after it.
  func mp3(version: UInt8, frames: [UInt8], tail: [UInt8] = [], in corpus: TestCorpus) throws -> String {
    try #require(
      corpus.shell("ffmpeg -nostdin -v error -y -f lavfi -i sine=duration=0.5 -id3v2_version 0 plain.mp3 2>/dev/null")
        == 0,
      "ffmpeg failed (is Debian package ffmpeg installed? scripts/install-deps.sh test)")
    let audio = try [UInt8](Data(contentsOf: URL(fileURLWithPath: corpus.root + "/plain.mp3")))
    let header = Array("ID3".utf8) + [version, 0, 0] + Self.size(frames.count, syncsafe: true)
    corpus.write("v\(version).mp3", header + frames + audio + tail)
    return corpus.root + "/v\(version).mp3"
  }

  func tags(_ path: String) throws -> FileTags {
    guard case .tags(let tags) = TagReader.read(RawPath(path)) else { throw ReadError.notRead(path) }
    return tags
  }

  enum ReadError: Error { case notRead(String) }

  @Test func id3v23LatinAndUTF16FramesGiveEveryField() throws {
    let corpus = TestCorpus()
    let frames: [UInt8] =
      Self.text("TIT2", .latin1("Café"), version: 3) + Self.text("TPE1", .utf16("夜の歌手"), version: 3)
      + Self.text("TALB", .utf16("Ünïcode Album"), version: 3) + Self.text("TPE2", .latin1("Various"), version: 3)
      + Self.text("TCOM", .latin1("Writer"), version: 3) + Self.text("TCON", .latin1("(17)"), version: 3)
      + Self.text("TRCK", .latin1("3/12"), version: 3) + Self.text("TPOS", .latin1("2/3"), version: 3)
      + Self.text("TYER", .latin1("1999"), version: 3) + Self.text("TCMP", .latin1("1"), version: 3)
      + Self.text("TSOP", .utf16("Kashu, Yoru"), version: 3) + Self.text("TSO2", .latin1("Various, The"), version: 3)
      + Self.text("TSOC", .latin1("Writer, A"), version: 3) + Self.userText("fmps_rating", "0.8", version: 3)
    let tags = try tags(try mp3(version: 3, frames: frames, in: corpus))
    #expect(tags.title == "Café" && tags.artist == "夜の歌手" && tags.album == "Ünïcode Album")
    #expect(tags.albumArtist == "Various" && tags.composer == "Writer" && tags.genre == "Rock")
    #expect(tags.trackNumber == 3 && tags.discNumber == 2 && tags.year == 1999 && tags.isCompilation)
    #expect(
      tags.artistSort == "Kashu, Yoru" && tags.albumArtistSort == "Various, The" && tags.composerSort == "Writer, A")
    #expect(tags.rating == 4, "FMPS_RATING 0.8 is four stars")
  }

  @Test func id3v24UTF8FramesAndUserTextStandIns() throws {
    let corpus = TestCorpus()
    let frames: [UInt8] =
      Self.text("TIT2", .utf8("Ação 🎵"), version: 4) + Self.text("TPE1", .utf8("Zoë"), version: 4)
      + Self.text("TDRC", .utf8("2004-05-01T10:00"), version: 4) + Self.text("TCON", .utf8("17"), version: 4)
      + Self.text("TRCK", .utf8("5"), version: 4) + Self.text("TCMP", .utf8("0"), version: 4)
      // No TPE2: a TXXX named like the property stands in for it, as in TagLib's property map.
      + Self.userText("ALBUMARTIST", "Stand-in", version: 4) + Self.userText("RATING", "60", version: 4)
    let tags = try tags(try mp3(version: 4, frames: frames, in: corpus))
    #expect(tags.title == "Ação 🎵" && tags.artist == "Zoë" && tags.year == 2004 && tags.genre == "Rock")
    #expect(tags.trackNumber == 5 && tags.discNumber == 0 && !tags.isCompilation)
    #expect(tags.albumArtist == "Stand-in")
    #expect(tags.rating == 3, "RATING 60 is three stars")
  }

  /// A POPM frame is the rating when there is one, before any TXXX.
  @Test func popularimeterWinsOverUserTextRatings() throws {
    let corpus = TestCorpus()
    let popm = Self.frame("POPM", Array("x@example.org".utf8) + [0, 196, 0, 0, 0, 1], version: 3)
    let frames = Self.text("TIT2", .latin1("Rated"), version: 3) + Self.userText("RATING", "20", version: 3) + popm
    #expect(try tags(try mp3(version: 3, frames: frames, in: corpus)).rating == 4)
  }

  /// TagLib's MP3 fields come from the ID3v2 tag when there is one, even one holding nothing
  /// but an album artist: the ID3v1 tag at the end is read only when there is no ID3v2 tag.
  @Test func anID3v2TagHidesTheID3v1Tag() throws {
    let corpus = TestCorpus()
    let frames = Self.text("TPE2", .latin1("Only Album Artist"), version: 3)
    let both = try tags(try mp3(version: 3, frames: frames, tail: Self.id3v1(title: "From ID3v1"), in: corpus))
    #expect(both.title == "" && both.albumArtist == "Only Album Artist")
    let plain = try [UInt8](Data(contentsOf: URL(fileURLWithPath: corpus.root + "/plain.mp3")))
    corpus.write("v1.mp3", plain + Self.id3v1(title: "From ID3v1"))
    #expect(try tags(corpus.root + "/v1.mp3").title == "From ID3v1")
  }
}
