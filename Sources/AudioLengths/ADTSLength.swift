/// A raw ADTS AAC stream's length, from its frame headers: FFmpeg estimates it from the
/// bitrate, TagLib does not read it at all (the library's tag reader walks the same headers in
/// C++, `adts_duration.cpp`). ADTS records no priming, so every frame plays: 1,024 samples
/// for each raw data block.
public enum ADTSLength {
  /// Samples and sample rate, or nil when `path` does not start (after ID3v2) with ADTS.
  public static func read(path: String) -> (samples: Int, sampleRate: Int)? {
    guard let file = FileBytes(path: path) else { return nil }
    var at = MP3Length.audioRegion(of: file).lowerBound
    var samples = 0
    var rate = 0
    while true {
      let h = Array(file.bytes(at: at, count: 7))
      guard h.count == 7, h[0] == 0xFF, h[1] & 0xF6 == 0xF0 else { break }  // sync word, layer 0
      let rateIndex = Int((h[2] >> 2) & 0x0F)
      let length = Int(h[3] & 0x03) << 11 | Int(h[4]) << 3 | Int(h[5] >> 5)
      guard rateIndex < rates.count, length >= 7 else { break }
      rate = rates[rateIndex]
      samples += 1_024 * (Int(h[6] & 0x03) + 1)
      at += length
    }
    return rate > 0 ? (samples, rate) : nil
  }

  private static let rates = [
    96_000, 88_200, 64_000, 48_000, 44_100, 32_000, 24_000, 22_050, 16_000, 12_000, 11_025, 8_000, 7_350,
  ]
}
