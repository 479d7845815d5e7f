import CSndfile
import Foundation

/// Writes deterministic test signals through libsndfile (WAV or FLAC, any rate and
/// channel count), so tests and the benchmark need no external tool.
public enum ToneFile {
  public enum Container: Sendable {
    case wav, flac
    var format: Int32 {
      switch self {
      case .wav: Int32(SF_FORMAT_WAV | SF_FORMAT_PCM_16)
      case .flac: Int32(SF_FORMAT_FLAC | SF_FORMAT_PCM_16)
      }
    }
  }

  /// Writes `seconds` of a chord (three sines that differ per channel) plus a little
  /// seeded noise, so no two stretches of the signal are alike and misalignment shows.
  public static func write(
    path: String, seconds: Double, sampleRate: Int = AudioFormat.sampleRate, channels: Int = 2,
    container: Container = .wav, seed: UInt64 = 1
  ) throws(AudioError) {
    var info = SF_INFO()
    info.samplerate = Int32(sampleRate)
    info.channels = Int32(channels)
    info.format = container.format
    guard let file = sf_open(path, Int32(SFM_WRITE), &info) else {
      throw AudioError.cannotDecode(path: path, reason: String(cString: sf_strerror(nil)))
    }
    defer { sf_close(file) }
    let frames = Int(seconds * Double(sampleRate))
    var samples = [Int16](repeating: 0, count: frames * channels)
    var state = seed &* 6_364_136_223_846_793_005 &+ 1
    for i in 0..<frames {
      let t = Double(i) / Double(sampleRate)
      for c in 0..<channels {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let noise = Double(Int64(bitPattern: state >> 11) % 2_000) / 2_000 * 0.02
        let base = 220.0 * Double(c + 1) + Double(seed % 7) * 31
        let v = 0.3 * sin(2 * .pi * base * t) + 0.2 * sin(2 * .pi * base * 1.5 * t)
          + 0.1 * sin(2 * .pi * 3_300 * t) + noise
        samples[i * channels + c] = Int16((v * 32_767).rounded())
      }
    }
    let written = samples.withUnsafeBufferPointer { sf_writef_short(file, $0.baseAddress, sf_count_t(frames)) }
    guard written == frames else {
      throw AudioError.cannotDecode(path: path, reason: String(cString: sf_strerror(file)))
    }
  }
}
