import AudioEngine
import AudioLengths
import Foundation
import PulseHarness
import Synchronization
import TestSupport
import Testing

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
