/// Headless whole-file decoding for tests, benchmarks and short sounds.
public enum Decoder {
  /// Decodes `path` to interleaved stereo Int16 at 44.1 kHz, exactly as the engine's
  /// music voice would feed it to the mixer at full volume.
  public static func decode(path: String) throws(AudioError) -> [Int16] {
    let stream = try TrackStream(path: path)
    var out: [Int16] = []
    while stream.decode(frames: 8_192, into: &out) {}
    if let error = stream.reader.errorDescription {
      throw AudioError.cannotDecode(path: path, reason: error)
    }
    return out
  }
}
