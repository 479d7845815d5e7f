import AudioEngine
import Foundation
import TestSupport

/// Known signals, the files Debian's encoders make of them, and measurements on decoded audio.
enum Signal {
  /// Stereo chirps of exactly `frames` frames at `rate`: the left channel sweeps 300 → 3,000 Hz,
  /// the right 450 → 4,500 Hz, at half scale. No stretch repeats, so misalignment shows, and
  /// the amplitude never rests near zero, so a gap shows. `from` continues the same sweep
  /// (a track cut out of a longer one).
  static func chirp(frames: Int, rate: Int = 44_100, totalFrames: Int? = nil, from start: Int = 0) -> [Int16] {
    let total = Double(totalFrames ?? frames) / Double(rate)
    var out = [Int16](repeating: 0, count: frames * 2)
    for i in 0..<frames {
      let t = Double(start + i) / Double(rate)
      for (c, f0) in [300.0, 450.0].enumerated() {
        // Phase of a linear sweep from f0 to 10 * f0 over `total` seconds.
        let phase = 2 * .pi * (f0 * t + 9 * f0 * t * t / (2 * total))
        out[i * 2 + c] = Int16((16_384 * sin(phase)).rounded())
      }
    }
    return out
  }

  /// A stereo sine (both channels alike) of `frames` frames at `rate`.
  static func sine(_ frequency: Double, frames: Int, rate: Int, amplitude: Double = 16_384) -> [Int16] {
    (0..<frames).flatMap { i -> [Int16] in
      let v = Int16((amplitude * sin(2 * .pi * frequency * Double(i) / Double(rate))).rounded())
      return [v, v]
    }
  }

  /// Writes `samples` as a WAV and encodes it with `encoder`; returns the encoded file's path.
  static func encode(_ samples: [Int16], rate: Int = 44_100, with encoder: CommandLineEncoder, name: String) throws
    -> String
  {
    let wav = FileDevice.path("\(name)-source.wav")
    defer { unlink(wav) }
    try ToneFile.writeWAV(path: wav, samples: samples, sampleRate: rate, channels: 2)
    let path = FileDevice.path("\(name).\(encoder.fileExtension)")
    try encoder.encode(wav, to: path)
    return path
  }

  /// The shift (in frames) that best aligns `decoded` with `reference` around frame `at`,
  /// searched within ±`range` by correlating the left channel over 4,096 frames.
  static func lag(of decoded: [Int16], against reference: [Int16], at: Int, range: Int = 1_200) -> Int {
    let window = 4_096
    var best = (lag: 0, score: -Double.infinity)
    for lag in -range...range {
      guard at + lag >= 0, (at + lag + window) * 2 <= decoded.count, (at + window) * 2 <= reference.count else {
        continue
      }
      var score = 0.0
      for i in stride(from: 0, to: window, by: 2) {
        score += Double(decoded[(at + lag + i) * 2]) * Double(reference[(at + i) * 2])
      }
      if score > best.score { best = (lag, score) }
    }
    return best.lag
  }

  /// The longest run of frames whose two channels both stay within ±`threshold`.
  static func longestQuietRun(_ samples: [Int16], threshold: Int16 = 200) -> Int {
    var longest = 0
    var run = 0
    for i in 0..<(samples.count / 2) {
      if abs(Int(samples[2 * i])) <= Int(threshold), abs(Int(samples[2 * i + 1])) <= Int(threshold) {
        run += 1
        longest = max(longest, run)
      } else {
        run = 0
      }
    }
    return longest
  }

  /// See `ToneMeter.windowed`.
  static func windowed(_ samples: [Int16], start: Int, count: Int) -> [Double] {
    ToneMeter.windowed(samples, start: start, count: count)
  }

  /// See `ToneMeter.level`.
  static func level(of frequency: Double, in windowed: [Double], rate: Int = 44_100) -> Double {
    ToneMeter.level(of: frequency, in: windowed, rate: rate)
  }
}
