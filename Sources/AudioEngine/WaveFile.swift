import Platform

/// The bundled sounds' own format read without FFmpeg: a RIFF/WAVE file of 16-bit PCM at
/// 44.1 kHz, mono or stereo. Loading the click sounds at start-up must not load FFmpeg (its
/// libraries are loaded at the first song: see CFFmpegLoader); anything else goes to FFmpeg.
enum WaveFile {
  /// Interleaved stereo Int16 samples of the file at `path`, or nil when it is not such a file.
  static func samples(path: String) -> [Int16]? {
    guard let bytes = try? AtomicFile.read(path, limit: 64 << 20) ?? nil else { return nil }
    return samples(of: bytes)
  }

  static func samples(of bytes: [UInt8]) -> [Int16]? {
    guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8)
    else { return nil }
    var channels = 0
    var offset = 12
    while offset + 8 <= bytes.count {
      let id = bytes[offset..<offset + 4]
      let size = Int(le32(bytes, offset + 4))
      let body = offset + 8
      guard size >= 0, body + size <= bytes.count || id.elementsEqual("data".utf8) else { return nil }
      if id.elementsEqual("fmt ".utf8) {
        guard size >= 16, le16(bytes, body) == 1, le32(bytes, body + 4) == UInt32(AudioFormat.sampleRate),
          le16(bytes, body + 14) == 16
        else { return nil }
        channels = Int(le16(bytes, body + 2))
        guard channels == 1 || channels == 2 else { return nil }
      } else if id.elementsEqual("data".utf8) {
        guard channels > 0 else { return nil }
        let end = min(body + size, bytes.count)
        let count = (end - body) / 2
        var out: [Int16] = []
        out.reserveCapacity(channels == 1 ? count * 2 : count)
        for i in 0..<count - count % channels {
          let sample = Int16(bitPattern: le16(bytes, body + 2 * i))
          out.append(sample)
          if channels == 1 { out.append(sample) }
        }
        return out
      }
      offset = body + size + (size & 1)  // chunks are padded to an even length
    }
    return nil
  }

  private static func le16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) | UInt16(b[i + 1]) << 8 }
  private static func le32(_ b: [UInt8], _ i: Int) -> UInt32 {
    UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24
  }
}
