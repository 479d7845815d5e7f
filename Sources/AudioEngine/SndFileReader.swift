import CSndfile

/// Streams one audio file through libsndfile as interleaved stereo Int16 at the file's own rate.
///
/// Samples come from `sf_readf_short`, so at full volume the engine plays exactly what
/// libsndfile decodes. Mono is duplicated to both channels; files with more than two
/// channels keep their first two (front left/right). Used by one thread at a time.
final class SndFileReader {
  let path: String
  let channels: Int
  let sampleRate: Int
  /// Frame count at the file's rate, as libsndfile reports it.
  let frames: Int
  private let file: OpaquePointer
  private var scratch: [Int16] = []

  /// Opens `path`; throws a human-readable reason when libsndfile cannot.
  init(path: String) throws(AudioError) {
    var info = SF_INFO()
    guard let handle = sf_open(path, Int32(SFM_READ), &info) else {
      throw AudioError.cannotDecode(path: path, reason: String(cString: sf_strerror(nil)))
    }
    guard info.channels > 0, info.samplerate > 0 else {
      sf_close(handle)
      throw AudioError.cannotDecode(path: path, reason: "no audio channels")
    }
    self.path = path
    file = handle
    channels = Int(info.channels)
    sampleRate = Int(info.samplerate)
    frames = Int(info.frames)
  }

  deinit { sf_close(file) }

  /// Duration in seconds at the file's own rate.
  var duration: Double { Double(frames) / Double(sampleRate) }

  /// Moves to `frame` (file rate); false when libsndfile refuses.
  func seek(toFrame frame: Int) -> Bool {
    sf_seek(file, sf_count_t(max(0, min(frame, frames))), SEEK_SET) >= 0
  }

  /// Appends up to `maxFrames` stereo frames to `out`; returns the number read.
  /// Zero means end of file, or an error when `errorDescription` is non-nil.
  func read(into out: inout [Int16], maxFrames: Int) -> Int {
    let needed = maxFrames * channels
    if scratch.count < needed { scratch = [Int16](repeating: 0, count: needed) }
    let got = scratch.withUnsafeMutableBufferPointer {
      Int(sf_readf_short(file, $0.baseAddress, sf_count_t(maxFrames)))
    }
    guard got > 0 else { return 0 }
    out.reserveCapacity(out.count + got * 2)
    switch channels {
    case 1:
      for i in 0..<got { out.append(scratch[i]); out.append(scratch[i]) }
    case 2:
      out.append(contentsOf: scratch[0..<(got * 2)])
    default:
      for i in 0..<got { out.append(scratch[i * channels]); out.append(scratch[i * channels + 1]) }
    }
    return got
  }

  /// libsndfile's description of a pending decode error, if any.
  var errorDescription: String? {
    sf_error(file) == 0 ? nil : String(cString: sf_strerror(file))
  }
}
