import Foundation
import TestSupport
import Testing
import WheelCore

@testable import AudioEngine

/// Every EQ preset measured through the engine: full-scale sines at the ten band centres and
/// at the curve's highest point, written by the ALSA file device and measured with a Goertzel
/// filter. Gains must match the preset's values plus its pre-gain within 0.5 dB, and the
/// limiter must never have had to act (the pre-gain alone keeps full scale from clipping).
@Suite struct EqualizerTests {
  /// Each tone: 8,192 frames with 256-frame raised-cosine fades; measured over 4,096 frames
  /// from frame 3,584 (the 32 Hz section has rung out by then, the fade-out not begun).
  static let toneFrames = 8_192
  static let fadeFrames = 256
  static let measureFrom = 3_584
  static let measureFrames = 4_096

  /// The frequencies played for `preset`: the ten centres, then where its curve peaks.
  static func probeFrequencies(_ design: EqualizerDesign?) -> [Double] {
    var list = EqualizerDesign.frequencies
    if let design { list.append(EqualizerMeasurement.peakFrequency(of: design)) }
    return list
  }

  @Test(arguments: EQPreset.allCases)
  func presetMatchesItsCurveAndNeverClips(_ preset: EQPreset) throws {
    let design = preset.bands.flatMap(EqualizerDesign.init(bands:))
    let frequencies = Self.probeFrequencies(design)
    let source = EqualizerMeasurement.tones(
      frequencies, frames: Self.toneFrames, fade: Self.fadeFrames, amplitude: 32_767)
    let path = FileDevice.path("eq-\(preset.rawValue.filter(\.isLetter)).wav")
    try ToneFile.writeWAV(path: path, samples: source, sampleRate: 44_100, channels: 2)
    let (device, raw) = FileDevice.make("eq\(preset.rawValue.filter(\.isLetter))")
    let recorder = EventRecorder()
    let engine = try AudioEngine(device: device, onEvent: recorder.callback)
    engine.setEqualizer(bands: preset.bands)
    engine.playMusic(path: path)
    #expect(recorder.wait(timeout: 30) { $0.contains(.trackFinished(path: path)) })
    #expect(engine.waitUntilSilent(timeout: 5))
    let limited = engine.stats.limitedFrames
    engine.close()
    let out = FileDevice.samples(raw)
    #expect(out.count == source.count)
    #expect(limited == 0, "the limiter acted on \(limited) frames")
    #expect(out.allSatisfy { $0 != Int16.min })  // never pinned at negative full scale
    let preGain = design?.preGainDB ?? 0
    for (i, frequency) in frequencies.enumerated() {
      let measured = EqualizerMeasurement.gain(at: frequency, tone: i, input: source, output: out)
      let expected = (i < 10 ? (preset.bands?[i] ?? 0) : design!.responseDB(at: frequency)) + preGain
      #expect(
        abs(measured - expected) <= 0.5, "\(preset.rawValue) at \(frequency) Hz: \(measured) dB, expected \(expected)")
    }
  }

  /// A preset change glides: switching from Off to Bass Reducer in the middle of a steady
  /// 32 Hz tone leaves the waveform smooth. Its second difference (−ω²·x for a sine, under 1
  /// here, plus ±2 of rounding) would jump by hundreds at a step in gain or a filter reset.
  @Test func switchingPresetsIsClickFree() throws {
    let source = Signal.sine(32, frames: 44_100 * 4, rate: 44_100, amplitude: 16_000)
    let path = FileDevice.path("glide.wav")
    try ToneFile.writeWAV(path: path, samples: source, sampleRate: 44_100, channels: 2)
    let (device, raw) = FileDevice.make()
    let recorder = EventRecorder()
    let engine = try AudioEngine(device: device, onEvent: recorder.callback)
    engine.playMusic(path: path)
    #expect(recorder.wait { events in events.contains { if case .position(_, let s) = $0 { s > 0.5 } else { false } } })
    engine.setEqualizer(bands: EQPreset.bassReducer.bands)
    #expect(recorder.wait { $0.contains(.trackFinished(path: path)) })
    engine.close()
    let out = FileDevice.samples(raw)
    #expect(out.count == source.count)
    let bends = (2..<(out.count / 2)).map { (n: Int) -> Int in
      let (a, b, c) = (Int(out[2 * n]), Int(out[2 * n - 2]), Int(out[2 * n - 4]))
      return abs(a - 2 * b + c)
    }
    #expect(bends.max()! <= 8, "largest second difference \(bends.max()!)")
    // And the cut did arrive: −5.5 dB at 32 Hz, and the pre-gain's headroom.
    let early = Signal.level(of: 32, in: Signal.windowed(out, start: 4_096, count: 8_192))
    let late = Signal.level(of: 32, in: Signal.windowed(out, start: out.count / 2 - 12_000, count: 8_192))
    #expect(abs(late - early + 5.75) < 0.3, "before \(early) dB, after \(late) dB")
  }
}

/// The EQ tests' tone layout, measured with `ToneMeter`.
enum EqualizerMeasurement {
  static func tones(_ frequencies: [Double], frames: Int, fade: Int, amplitude: Double) -> [Int16] {
    ToneMeter.tones(frequencies, frames: frames, fade: fade, amplitude: amplitude)
  }

  /// Output level minus input level of tone number `tone` at `frequency`, in dB.
  static func gain(at frequency: Double, tone: Int, input: [Int16], output: [Int16]) -> Double {
    ToneMeter.gain(
      of: frequency, start: tone * EqualizerTests.toneFrames + EqualizerTests.measureFrom,
      count: EqualizerTests.measureFrames, input: input, output: output)
  }

  static func peakFrequency(of design: EqualizerDesign) -> Double { design.peakFrequency }
}
