/// One file decoded as 44.1 kHz stereo Int16, block by block, through FFmpeg.
///
/// The music feed and the headless `Decoder` share this, so what tests decode is what
/// the engine plays.
package final class TrackStream {
  let reader: FFmpegReader
  /// Seconds into the file where this stream started (after `init(startAt:)`).
  let startSeconds: Double

  /// Opens `path` and positions it at `startAt` seconds (clamped to the file).
  package init(path: String, startAt seconds: Double = 0) throws(AudioError) {
    reader = try FFmpegReader(path: path)
    let frame = max(0, min(reader.frames, Int((seconds * Double(reader.sampleRate)).rounded(.down))))
    if frame > 0, !reader.seek(toFrame: frame) {
      throw AudioError.cannotDecode(path: path, reason: "cannot seek to \(seconds) s")
    }
    startSeconds = Double(frame) / Double(reader.sampleRate)
  }

  var path: String { reader.path }
  var duration: Double { reader.duration }
  /// Seconds of music decoding found, once it reached the natural end (see `FFmpegReader`).
  var measuredDuration: Double? { reader.measuredFrames.map { Double($0) / Double(reader.sampleRate) } }
  var loudness: LoudnessTags { reader.loudness }
  /// The file's own rate (the output is always `AudioFormat.sampleRate`).
  var sampleRate: Int { reader.sampleRate }

  /// Appends up to about `frames` output frames to `out`. Returns false at the end of
  /// the file; `reader.errorDescription` then tells a failure from a natural end.
  package func decode(frames: Int, into out: inout [Int16]) -> Bool {
    reader.read(into: &out, maxFrames: frames) > 0
  }
}
