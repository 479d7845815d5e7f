import AudioLengths
import Foundation
import PulseHarness
import Synchronization
import TestSupport
import Testing

@testable import AudioEngine

/// Songs followed by a long run of zeros: a download that was preallocated and never finished,
/// a partial copy (issue 24, second hostile run, F2). FFmpeg's MP3 parser gathered the zeros
/// into one packet looking for a frame (2 GB resident for a 1 GB tail), and its WAV reader
/// walked them as empty chunks with a system call each (55 s for 300 MB, the song sitting at
/// 0:00). The song's music plays, and the zeros end it within a bounded read.
@Suite struct ZeroTailTests {
  /// Decodes `path` on a thread of its own; nil when it did not finish within `seconds`.
  func decoded(_ path: String, within seconds: Double) -> Result<[Int16], AudioError>? {
    let result = Mutex<Result<[Int16], AudioError>?>(nil)
    let finished = Deadline.finishes(within: seconds) {
      let outcome = Result { () throws(AudioError) in try Decoder.decode(path: path) }
      result.withLock { $0 = outcome }
    }
    return finished ? result.withLock { $0 } : nil
  }

  @Test(arguments: [("mp3", 1 << 30), ("wav", 300 << 20)])
  func theMusicPlaysAndTheZerosEndItSoon(_ kind: String, tail: Int) throws {
    let music = Signal.chirp(frames: 88_200)
    let path: String
    if kind == "wav" {
      path = FileDevice.path("tail.wav")
      try ToneFile.writeWAV(path: path, samples: music, sampleRate: 44_100, channels: 2)
    } else {
      path = try Signal.encode(music, with: .mp3CBR, name: "tail")
    }
    #expect(truncate(path, off_t(tail)) == 0)
    let outcome = try #require(decoded(path, within: 8), "\(kind): decoding held by the zeros")
    switch outcome {
    case .success(let samples):
      // The music, and no more than a few frames of silence read from the tail.
      #expect(abs(samples.count / 2 - 88_200) < 4_410, "\(kind): \(samples.count / 2) frames")
    case .failure(let error):
      Issue.record("\(kind): the music before the zeros was lost: \(error)")
    }
  }
}

/// The frame walk that counts an MP3's length when it has no Xing header stops where the
/// decoder stops: a gigabyte of zeros after the music is not walked byte by byte.
@Suite struct ZeroTailLengthTests {
  @Test func theWalkStopsAtTheZerosAndCountsWhatPlays() throws {
    let path = try MP3LengthTests.lame(frames: 88_200, ["-V", "2", "-t"], name: "walk-tail")
    let before = try #require(MP3Length.read(path: path), "no length before the zeros")
    #expect(truncate(path, off_t(1 << 30)) == 0)
    let counted = Mutex<MP3Length?>(nil)
    let finished = Deadline.finishes(within: 8) {
      let length = MP3Length.read(path: path)
      counted.withLock { $0 = length }
    }
    #expect(finished, "the walk went through the zeros")
    #expect(counted.withLock { $0 } == before)
  }
}

/// The read budget stays out of the way of real files (third hostile run): metadata of tens of
/// megabytes before the first packet (a FLAC's pictures, an M4A's cover, a WAV's LIST chunk)
/// still plays, and a seek in a file with a long tail still lands.
@Suite struct ReadBudgetTests {
  /// A `bytes`-long run of noise with no 0xFF in it, written to `path`.
  static func noise(_ bytes: Int, to path: String) throws {
    var state: UInt64 = 7
    let data = (0..<bytes).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 40) & 0x7F
    }
    try Data(data).write(to: URL(fileURLWithPath: path))
  }

  @Test func aFLACWithThirtyMegabytesOfPicturesPlays() throws {
    let path = try Signal.encode(Signal.chirp(frames: 88_200), with: .flac, name: "pictures")
    let picture = FileDevice.path("picture.bin")
    try Self.noise(12 << 20, to: picture)
    for type in [3, 4, 0] {
      let status = CommandLineEncoder.run([
        "metaflac", "--import-picture-from=\(type)|image/jpeg||600x600x24|\(picture)", path,
      ])
      try #require(status == 0, "metaflac could not add a picture")
    }
    let samples = try Decoder.decode(path: path)
    #expect(abs(samples.count / 2 - 88_200) < 1_024, "\(samples.count / 2) frames")
  }

  @Test func aWAVWithATwentyMegabyteListChunkBeforeItsDataPlays() throws {
    let plain = FileDevice.path("plain.wav")
    try ToneFile.writeWAV(path: plain, samples: Signal.chirp(frames: 88_200), sampleRate: 44_100, channels: 2)
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: plain)))
    // RIFF header (12) + fmt chunk (24), then a LIST chunk of 20 MB before `data`.
    // One comment (ICMT) of 20 MB, which FFmpeg reads whole into the file's tags.
    let comment = 20 << 20
    let le32 = { (v: Int) in withUnsafeBytes(of: UInt32(v).littleEndian, Array.init) }
    var list = Array("LIST".utf8) + le32(comment + 12) + Array("INFO".utf8) + Array("ICMT".utf8) + le32(comment)
    list += Array(repeating: 0x61, count: comment - 1) + [0]
    bytes.insert(contentsOf: list, at: 36)
    let riffSize = UInt32(bytes.count - 8).littleEndian
    bytes.replaceSubrange(4..<8, with: withUnsafeBytes(of: riffSize, Array.init))
    let path = FileDevice.path("listed.wav")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let samples = try Decoder.decode(path: path)
    #expect(abs(samples.count / 2 - 88_200) < 1_024, "\(samples.count / 2) frames")
  }

  @Test func aSeekInAFLACFollowedBySeventeenMegabytesLands() throws {
    let path = try Signal.encode(Signal.chirp(frames: 3 * 44_100), with: .flac, name: "seek-tail")
    let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    #expect(truncate(path, off_t(size + (17 << 20))) == 0)
    let stream = try TrackStream(path: path, startAt: 1.5)
    var out: [Int16] = []
    while stream.decode(frames: 8_192, into: &out) {}
    #expect(stream.reader.errorDescription == nil)
    #expect(abs(out.count / 2 - 66_150) < 2_048, "\(out.count / 2) frames after the seek")
  }
}
