import Foundation
import Platform
import PulseHarness
import Synchronization
import Testing

@testable import MusicLibrary

/// A file named like an MP3 that holds no MPEG audio at its start (a preallocated download, a
/// disk image renamed, a zero-filled file): TagLib looks for a frame or an ID3 tag through the
/// whole file, about 12 MB a second, so a 4 GB one held the first scan for six minutes (issue
/// 24, second hostile run, F3). The scan refuses it after a look at its first megabyte.
@Suite struct ZeroFilledFileTests {
  /// Sparse, so making it costs nothing; reading it still reads two gigabytes of zeros.
  static let size: off_t = 2 << 30

  @Test(arguments: ["zeros.mp3", "zeros.mp2", "ZEROS.MP3", "zeros.flac", "zeros.ogg", "zeros.opus", "zeros.oga"])
  func aZeroFilledFileIsRefusedAtOnce(_ name: String) throws {
    let corpus = TestCorpus()
    let path = corpus.root + "/" + name
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, Self.size) == 0)
    let outcome = Mutex<TagReader.Outcome?>(nil)
    let returned = Deadline.finishes(within: 5) {
      let read = TagReader.read(RawPath(path))
      outcome.withLock { $0 = read }
    }
    #expect(returned, "reading the tags of 2 GB of zeros took more than 5 s")
    #expect(outcome.withLock { $0 } == .skipped(.notAudio))
  }

  /// What is before the audio may be long (an ID3v2 tag with a large cover): the look for the
  /// first frame starts after it, so a real song with a big tag is still read.
  @Test func anMP3WithALargeTagBeforeItsFramesIsStillRead() throws {
    let corpus = TestCorpus()
    let status = corpus.shell(
      "ffmpeg -v error -f lavfi -i sine=d=1 -c:a libmp3lame -b:a 128k -id3v2_version 0 plain.mp3")
    try #require(status == 0, "ffmpeg could not make the fixture")
    let audio = try [UInt8](Data(contentsOf: URL(fileURLWithPath: corpus.root + "/plain.mp3")))
    corpus.write("tagged.mp3", Self.id3v23(title: "Covered", privateBytes: 3_000_000) + audio)
    guard case .tags(let tags) = TagReader.read(RawPath(corpus.root + "/tagged.mp3")) else {
      Issue.record("a real MP3 behind a 3 MB tag was refused")
      return
    }
    #expect(tags.title == "Covered")
    #expect(tags.durationMs > 900)
  }

  /// An ID3v2.3 tag with a title and a PRIV frame of `privateBytes` bytes that hold no 0xFF
  /// (so nothing in it looks like a frame sync).
  static func id3v23(title: String, privateBytes: Int) -> [UInt8] {
    func frame(_ id: String, _ body: [UInt8]) -> [UInt8] {
      let n = body.count
      return Array(id.utf8) + [
        UInt8(n >> 24 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF), 0, 0,
      ]
        + body
    }
    let noise = (0..<privateBytes).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) & 0x7F }
    let frames = frame("TIT2", [0] + Array(title.utf8)) + frame("PRIV", Array("ipodtui\0".utf8) + noise)
    let n = frames.count
    let size: [UInt8] = [UInt8(n >> 21 & 0x7F), UInt8(n >> 14 & 0x7F), UInt8(n >> 7 & 0x7F), UInt8(n & 0x7F)]
    return Array("ID3".utf8) + [3, 0, 0] + size + frames
  }

  /// Junk before the first frame (no ID3 tag), as ffprobe still reads it: 5 MB of zeros,
  /// of text or of noise, then a real MP3 (third hostile run, F5: refused past 1 MiB).
  @Test(arguments: ["zeros", "text", "noise"])
  func anMP3AfterMegabytesOfJunkIsStillRead(_ junk: String) throws {
    let corpus = TestCorpus()
    let status = corpus.shell(
      "ffmpeg -v error -f lavfi -i sine=d=1 -c:a libmp3lame -b:a 128k -id3v2_version 0 -write_xing 0 plain.mp3")
    try #require(status == 0, "ffmpeg could not make the fixture")
    let audio = try [UInt8](Data(contentsOf: URL(fileURLWithPath: corpus.root + "/plain.mp3")))
    let size = 5 << 20
    let prefix: [UInt8] =
      switch junk {
      case "zeros": Array(repeating: 0, count: size)
      case "text": Array(String(repeating: "not an mp3 ", count: size / 11 + 1).utf8.prefix(size))
      default: (0..<size).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) & 0x7F }
      }
    corpus.write("junk.mp3", prefix + audio)
    guard case .tags(let tags) = TagReader.read(RawPath(corpus.root + "/junk.mp3")) else {
      Issue.record("a real MP3 behind 5 MB of \(junk) was refused")
      return
    }
    #expect(tags.durationMs > 500)
  }

  @Test func aLibraryWithAZeroFilledMP3StillScansInAMoment() throws {
    let corpus = TestCorpus()
    corpus.write("music/A/song.wav", TestCorpus.wav(0.1, ["INAM": "Real"]))
    let zeros = corpus.music + "/A/zeros.mp3"
    #expect(FileManager.default.createFile(atPath: zeros, contents: nil))
    #expect(truncate(zeros, Self.size) == 0)
    let environment = [
      "HOME": corpus.root, "XDG_CACHE_HOME": corpus.root + "/cache", "XDG_STATE_HOME": corpus.root + "/state",
    ]
    let status = Mutex<Int32?>(nil)
    let music = corpus.music
    let returned = Deadline.finishes(within: 10) {
      let code = ScanCommand.run(arguments: [music], environment: environment)
      status.withLock { $0 = code }
    }
    #expect(returned, "the scan was held by a zero-filled .mp3")
    #expect(status.withLock { $0 } == 0)
    let path = try #require(XDGDirectories(environment: environment).databasePath(forLibrary: corpus.music))
    #expect(try LibraryDatabase(path: path).loadTracks().map(\.title) == ["Real"])
  }
}
