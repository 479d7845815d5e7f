import Foundation
import PulseHarness

/// Songs for a private MPD, made at test time: one short MP3 encoded by `lame` from a tone
/// `sox` makes, copied once per song with an ID3v2.3 tag written here. Copies are how 10,000
/// songs are made in a second or two (one encoder run, then plain file writes).
public enum TestMusic {
  public struct Song: Sendable {
    public var artist: String
    public var album: String
    public var title: String
    public var track: Int
    public var genre: String
    public init(artist: String, album: String, title: String, track: Int, genre: String = "Rock") {
      self.artist = artist
      self.album = album
      self.title = title
      self.track = track
      self.genre = genre
    }

    /// Where the song goes under the music folder (MPD's URI for it).
    public var uri: String { "\(artist)/\(album)/\(String(format: "%02d", track)) \(title).mp3" }
  }

  /// Encodes `seconds` of a quiet tone once; the MP3 frames every song shares.
  public static func encodedTone(seconds: Double, in folder: String) throws -> [UInt8] {
    let wav = folder + "/tone.wav"
    let mp3 = folder + "/tone.mp3"
    _ = try ChildProcess.output([
      "sox", "-n", "-r", "44100", "-c", "2", "-b", "16", wav, "synth", String(seconds), "sine", "440", "vol", "0.1",
    ])
    _ = try ChildProcess.output(["lame", "--quiet", "-b", "32", wav, mp3])
    defer {
      unlink(wav)
      unlink(mp3)
    }
    guard let data = FileManager.default.contents(atPath: mp3), !data.isEmpty else {
      throw HarnessError.notReady("lame made no MP3")
    }
    return [UInt8](data)
  }

  /// Writes each song under `folder` with its tag in front of `audio`.
  public static func write(_ songs: [Song], audio: [UInt8], under folder: String) throws {
    for song in songs {
      let path = folder + "/" + song.uri
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      let tag = id3([
        "TIT2": song.title, "TPE1": song.artist, "TALB": song.album, "TRCK": String(song.track), "TCON": song.genre,
      ])
      guard FileManager.default.createFile(atPath: path, contents: Data(tag + audio)) else {
        throw HarnessError.notReady("cannot write \(path)")
      }
    }
  }

  /// An ID3v2.4 tag of UTF-8 text frames (encoding byte 3); v2.4 sizes are "synchsafe",
  /// seven bits to a byte, in the header and in every frame.
  static func id3(_ frames: [String: String]) -> [UInt8] {
    var body: [UInt8] = []
    for (id, text) in frames.sorted(by: { $0.key < $1.key }) {
      let data = [UInt8(3)] + Array(text.utf8)
      body += Array(id.utf8) + synchsafe(data.count) + [0, 0] + data
    }
    return Array("ID3".utf8) + [4, 0, 0] + synchsafe(body.count) + body
  }

  private static func synchsafe(_ n: Int) -> [UInt8] {
    [UInt8((n >> 21) & 0x7F), UInt8((n >> 14) & 0x7F), UInt8((n >> 7) & 0x7F), UInt8(n & 0x7F)]
  }

  /// `count` songs: 10 to an album, 10 albums to an artist, names numbered so sorting is known.
  public static func catalogue(count: Int) -> [Song] {
    (0..<count).map { i in
      Song(
        artist: String(format: "Artist %03d", i / 100), album: String(format: "Album %04d", i / 10),
        title: String(format: "Song %05d", i), track: i % 10 + 1, genre: "Genre \(i % 7)")
    }
  }
}
