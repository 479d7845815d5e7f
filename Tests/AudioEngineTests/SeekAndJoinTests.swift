import Foundation
import TestSupport
import Testing

@testable import AudioEngine

/// Seeking lands where asked, and two tracks cut from one signal play back to back as the
/// signal: bit-exact when lossless, with the exact total length and no gap when lossy.
@Suite struct SeekAndJoinTests {
  static let formats: [CommandLineEncoder] = FormatTests.gapless + [.opus]

  /// The signal `encoder` gets: Opus is made from 48 kHz, everything else from 44.1 kHz.
  static func rate(_ encoder: CommandLineEncoder) -> Int { encoder == .opus ? 48_000 : 44_100 }

  /// Everything a `TrackStream` started at `seconds` produces.
  static func decode(_ path: String, from seconds: Double) throws -> (samples: [Int16], start: Double) {
    let stream = try TrackStream(path: path, startAt: seconds)
    var out: [Int16] = []
    while stream.decode(frames: MusicFeed.chunkFrames, into: &out) {}
    #expect(stream.reader.errorDescription == nil)
    return (out, stream.startSeconds)
  }

  /// Where in `whole` the `tail` starts, searched around `expected` (frames).
  static func offset(of tail: [Int16], in whole: [Int16], near expected: Int) -> Int {
    var best = (at: expected, score: -Double.infinity)
    for at in max(0, expected - 1_200)...(expected + 1_200) where (at + 4_096) * 2 <= whole.count {
      var score = 0.0
      for i in stride(from: 0, to: 4_096, by: 2) { score += Double(tail[i * 2]) * Double(whole[(at + i) * 2]) }
      if score > best.score { best = (at, score) }
    }
    return best.at
  }

  @Test(arguments: formats)
  func seekLandsWithinTenMilliseconds(_ encoder: CommandLineEncoder) throws {
    let rate = Self.rate(encoder)
    let path = try Signal.encode(Signal.chirp(frames: rate * 3, rate: rate), rate: rate, with: encoder, name: "seek")
    let whole = try Decoder.decode(path: path)
    for seconds in [0.5, 1.7321] {
      let (tail, start) = try Self.decode(path, from: seconds)
      let expected = Int((start * 44_100).rounded())
      #expect(abs(start - seconds) < 1 / Double(rate) + 1e-9)
      let error = Self.offset(of: tail, in: whole, near: expected) - expected
      #expect(abs(error) <= 441, "\(encoder.rawValue) at \(seconds) s: off by \(error) frames")
      if encoder.isLossless {
        let exact = tail == Array(whole[(expected * 2)...])
        #expect(exact, "\(encoder.rawValue) at \(seconds) s is not the whole decode's tail")
      } else {
        #expect(abs(tail.count / 2 - (whole.count / 2 - expected)) <= 1, "\(encoder.rawValue) tail length")
      }
    }
  }

  @Test(arguments: formats)
  func twoTracksJoinWithoutAGap(_ encoder: CommandLineEncoder) throws {
    let rate = Self.rate(encoder)
    let first = 60_001 * rate / 44_100
    let second = 50_002 * rate / 44_100
    let total = first + second
    let a = try Signal.encode(
      Signal.chirp(frames: first, rate: rate, totalFrames: total), rate: rate, with: encoder, name: "join-a")
    let b = try Signal.encode(
      Signal.chirp(frames: second, rate: rate, totalFrames: total, from: first), rate: rate,
      with: encoder, name: "join-b")
    let joined = try Decoder.decode(path: a) + Decoder.decode(path: b)
    if rate == 44_100 {
      #expect(joined.count / 2 == total, "\(encoder.rawValue): \(joined.count / 2) frames for \(total)")
    } else {
      let expected = Double(total) * 44_100 / Double(rate)
      #expect(abs(Double(joined.count / 2) - expected) <= 2, "\(encoder.rawValue): \(joined.count / 2) for \(expected)")
    }
    if encoder.isLossless {
      let exact = joined == Signal.chirp(frames: total, rate: rate)
      #expect(exact, "\(encoder.rawValue) does not join bit-exactly")
    }
    let gap = Signal.longestQuietRun(joined)
    #expect(gap < 44, "\(encoder.rawValue): \(gap) quiet frames (1 ms is 44)")
    if rate == 44_100 {
      #expect(Signal.lag(of: joined, against: Signal.chirp(frames: total), at: first + 1_000) == 0)
    }
  }
}
