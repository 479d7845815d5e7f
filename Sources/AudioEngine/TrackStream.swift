/// One file decoded as 44.1 kHz stereo Int16, block by block: libsndfile plus resampling.
///
/// The music feed and the headless `Decoder` share this, so what tests decode is what
/// the engine plays.
final class TrackStream {
  let reader: SndFileReader
  private var resampler: LinearResampler
  private var block: [Int16] = []
  /// Seconds into the file where this stream started (after `init(startAt:)`).
  let startSeconds: Double

  /// Opens `path` and positions it at `startAt` seconds (clamped to the file).
  init(path: String, startAt seconds: Double = 0) throws(AudioError) {
    reader = try SndFileReader(path: path)
    resampler = LinearResampler(inRate: reader.sampleRate)
    let frame = max(0, min(reader.frames, Int((seconds * Double(reader.sampleRate)).rounded(.down))))
    if frame > 0, !reader.seek(toFrame: frame) {
      throw AudioError.cannotDecode(path: path, reason: "cannot seek to \(seconds) s")
    }
    startSeconds = Double(frame) / Double(reader.sampleRate)
  }

  var path: String { reader.path }
  var duration: Double { reader.duration }
  /// Channel count and rate decide whether two tracks join without a gap.
  var sampleRate: Int { reader.sampleRate }

  /// Appends up to about `frames` output frames to `out`. Returns false at the end of
  /// the file; `reader.errorDescription` then tells a failure from a natural end.
  func decode(frames: Int, into out: inout [Int16]) -> Bool {
    let wanted = resampler.isPassthrough
      ? frames : max(1, frames * reader.sampleRate / AudioFormat.sampleRate)
    block.removeAll(keepingCapacity: true)
    guard reader.read(into: &block, maxFrames: wanted) > 0 else { return false }
    resampler.process(block, into: &out)
    return true
  }
}
