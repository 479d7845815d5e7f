import AudioEngine
import Foundation
import TestSupport
import Testing

/// Files that are not at 44.1 kHz go through soxr: a tone keeps its level and nothing else
/// appears (a linear interpolator would fold images of it back into the audible band).
@Suite struct ResamplingTests {
  /// Frequencies from 100 Hz to 22 kHz every 25 Hz, except within 500 Hz of `tone`.
  static func scan(excluding tone: Double) -> [Double] {
    stride(from: 100.0, through: 22_000, by: 25).filter { abs($0 - tone) > 500 }
  }

  /// The loudest component of `samples` (44.1 kHz) away from `tone`, in dBFS.
  static func worstSpur(_ samples: [Int16], tone: Double) -> (frequency: Double, level: Double) {
    let block = Signal.windowed(samples, start: 8_192, count: 16_384)
    return scan(excluding: tone).map { ($0, Signal.level(of: $0, in: block)) }.max { $0.1 < $1.1 }!
  }

  @Test func fifteenKilohertzAt48kHzHasNoAliasAboveMinus80dBFS() throws {
    let path = FileDevice.path("tone48k.wav")
    try ToneFile.writeWAV(
      path: path, samples: Signal.sine(15_000, frames: 48_000, rate: 48_000), sampleRate: 48_000, channels: 2)
    let out = try Decoder.decode(path: path)
    #expect(out.count / 2 == 44_100)
    let tone = Signal.level(of: 15_000, in: Signal.windowed(out, start: 8_192, count: 16_384))
    #expect(abs(tone - -6.02) < 0.1, "the tone itself: \(tone) dBFS")
    let spur = Self.worstSpur(out, tone: 15_000)
    #expect(spur.level < -80, "\(spur.frequency) Hz at \(spur.level) dBFS")
  }

  /// The measurement itself can fail: linear interpolation of the same tone shows aliases.
  @Test func theScanCatchesALinearInterpolator() {
    let input = Signal.sine(15_000, frames: 48_000, rate: 48_000)
    let linear = (0..<44_100).flatMap { k -> [Int16] in
      let position = Double(k) * 48_000 / 44_100
      let i = Int(position)
      let f = position - Double(i)
      let a = Double(input[2 * i])
      let b = Double(input[2 * min(i + 1, 47_999)])
      let v = Int16((a + (b - a) * f).rounded())
      return [v, v]
    }
    #expect(Self.worstSpur(linear, tone: 15_000).level > -60)
  }

  /// Mono is duplicated at full level, not lowered by 3 dB as libswresample's default matrix would.
  @Test func monoPlaysAtFullLevelOnBothChannels() throws {
    let path = FileDevice.path("mono.wav")
    let mono = Signal.sine(1_000, frames: 22_050, rate: 22_050).enumerated().filter { $0.offset % 2 == 0 }.map(
      \.element)
    try ToneFile.writeWAV(path: path, samples: mono, sampleRate: 22_050, channels: 1)
    let out = try Decoder.decode(path: path)
    #expect(out.count / 2 == 44_100)
    #expect((0..<(out.count / 2)).allSatisfy { out[2 * $0] == out[2 * $0 + 1] })
    let level = Signal.level(of: 1_000, in: Signal.windowed(out, start: 8_192, count: 16_384))
    #expect(abs(level - -6.02) < 0.1, "\(level) dBFS")
  }

  /// Six channels (5.1) come down to two without clipping.
  @Test func surroundIsDownmixedToStereo() throws {
    let wav = FileDevice.path("six.wav")
    let frames = 44_100
    var samples = [Int16](repeating: 0, count: frames * 6)
    for i in 0..<frames {
      let v = Int16((8_000 * sin(2 * .pi * 440 * Double(i) / 44_100)).rounded())
      samples[i * 6] = v  // front left only
    }
    try ToneFile.writeWAV(path: wav, samples: samples, sampleRate: 44_100, channels: 6)
    let out = try Decoder.decode(path: wav)
    #expect(out.count / 2 == frames)
    let left = Signal.level(of: 440, in: Signal.windowed(out, start: 8_192, count: 16_384))
    let right = Signal.level(of: 440, in: Signal.windowed(Array(out.dropFirst()), start: 8_192, count: 16_384))
    #expect(left > -30 && right < -80, "left \(left) dBFS, right \(right) dBFS")
  }
}
