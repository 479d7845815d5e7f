import AudioEngine
import Foundation

/// Writes deterministic test signals as 16-bit PCM WAV (any rate and channel count), so
/// tests and the benchmark need no tool to make a source; `CommandLineEncoder` turns the
/// WAV into the other formats.
public enum ToneFile {
  /// Writes `seconds` of a chord (three sines that differ per channel) plus a little
  /// seeded noise, so no two stretches of the signal are alike and misalignment shows.
  public static func write(
    path: String, seconds: Double, sampleRate: Int = AudioFormat.sampleRate, channels: Int = 2, seed: UInt64 = 1
  ) throws(AudioError) {
    let frames = Int(seconds * Double(sampleRate))
    var samples = [Int16](repeating: 0, count: frames * channels)
    var state = seed &* 6_364_136_223_846_793_005 &+ 1
    for i in 0..<frames {
      let t = Double(i) / Double(sampleRate)
      for c in 0..<channels {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let noise = Double(Int64(bitPattern: state >> 11) % 2_000) / 2_000 * 0.02
        let base = 220.0 * Double(c + 1) + Double(seed % 7) * 31
        let v =
          0.3 * sin(2 * .pi * base * t) + 0.2 * sin(2 * .pi * base * 1.5 * t)
          + 0.1 * sin(2 * .pi * 3_300 * t) + noise
        samples[i * channels + c] = Int16((v * 32_767).rounded())
      }
    }
    try writeWAV(path: path, samples: samples, sampleRate: sampleRate, channels: channels)
  }

  /// Writes interleaved `samples` as a canonical 44-byte-header PCM WAV.
  public static func writeWAV(path: String, samples: [Int16], sampleRate: Int, channels: Int) throws(AudioError) {
    let dataBytes = samples.count * 2
    var bytes: [UInt8] = []
    bytes.reserveCapacity(44 + dataBytes)
    func put(_ text: String) { bytes += Array(text.utf8) }
    func put32(_ v: Int) { for i in 0..<4 { bytes.append(UInt8((v >> (8 * i)) & 0xFF)) } }
    func put16(_ v: Int) { for i in 0..<2 { bytes.append(UInt8((v >> (8 * i)) & 0xFF)) } }
    put("RIFF")
    put32(36 + dataBytes)
    put("WAVE")
    put("fmt ")
    put32(16)
    put16(1)
    put16(channels)
    put32(sampleRate)
    put32(sampleRate * channels * 2)
    put16(channels * 2)
    put16(16)
    put("data")
    put32(dataBytes)
    for sample in samples { put16(Int(UInt16(bitPattern: sample))) }
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
      throw AudioError.cannotDecode(path: path, reason: "cannot write the file")
    }
  }
}
