import AudioEngine
import Foundation

/// Test tones and their measurement, shared by the shaping tests and `ipodtui-bench dsp`.
public enum ToneMeter {
  /// Stereo tones one after another, `frames` each, faded in and out over `fade` frames
  /// (raised cosine), at `amplitude` (32,767 is full scale).
  public static func tones(_ frequencies: [Double], frames: Int, fade: Int, amplitude: Double) -> [Int16] {
    var out: [Int16] = []
    out.reserveCapacity(frequencies.count * frames * 2)
    for f in frequencies {
      for n in 0..<frames {
        let edge = min(n, frames - 1 - n)
        let w = edge >= fade ? 1 : 0.5 - 0.5 * cos(Double.pi * Double(edge) / Double(fade))
        let v = Int16((amplitude * w * sin(2 * .pi * f * Double(n) / Double(AudioFormat.sampleRate))).rounded())
        out.append(v)
        out.append(v)
      }
    }
    return out
  }

  /// The left channel of `count` frames from `start`, as fractions of full scale under a
  /// Blackman-Harris window (sidelobes −92 dB), ready for `level(of:in:)`.
  public static func windowed(_ samples: [Int16], start: Int, count: Int) -> [Double] {
    (0..<count).map { n in
      let x = 2 * .pi * Double(n) / Double(count - 1)
      let w = 0.35875 - 0.48829 * cos(x) + 0.14128 * cos(2 * x) - 0.01168 * cos(3 * x)
      return Double(samples[(start + n) * 2]) / 32_768 * w
    }
  }

  /// The level in dBFS of a sine at `frequency` in a `windowed` block, by a Goertzel filter
  /// (the window's coherent gain, 0.35875, is divided out).
  public static func level(of frequency: Double, in windowed: [Double], rate: Int = AudioFormat.sampleRate) -> Double {
    let coefficient = 2 * cos(2 * .pi * frequency / Double(rate))
    var s1 = 0.0
    var s2 = 0.0
    for x in windowed {
      let s = x + coefficient * s1 - s2
      s2 = s1
      s1 = s
    }
    let power = max(0, s1 * s1 + s2 * s2 - coefficient * s1 * s2)
    return 20 * log10(max(1e-12, 2 * power.squareRoot() / (0.35875 * Double(windowed.count))))
  }

  /// The level of `frequency` over `count` frames from `start` in `output`, minus the same in `input`.
  public static func gain(of frequency: Double, start: Int, count: Int, input: [Int16], output: [Int16]) -> Double {
    level(of: frequency, in: windowed(output, start: start, count: count))
      - level(of: frequency, in: windowed(input, start: start, count: count))
  }

  /// The frequency of the left channel over `frames` frames from `start`, from the time
  /// between its first and last rising zero crossings (interpolated between samples).
  public static func frequency(_ samples: [Int16], start: Int, frames: Int) -> Double {
    var first: Double?
    var last = 0.0
    var count = 0
    for n in (start + 1)..<min(start + frames, samples.count / 2) {
      let a = Double(samples[2 * (n - 1)])
      let b = Double(samples[2 * n])
      guard a < 0, b >= 0 else { continue }
      let t = Double(n - 1) + a / (a - b)
      if first == nil { first = t }
      last = t
      count += 1
    }
    guard let first, count > 2, last > first else { return 0 }
    return Double(count - 1) * Double(AudioFormat.sampleRate) / (last - first)
  }
}
