/// Which moment of which track each frame of the output stream holds, so the frames the device
/// has played (written minus its delay) can be read as a position in the track: the clock a
/// video's pictures follow.
///
/// The mixer notes every run of music it writes (`MusicCursor.Segment`); the output loop
/// files each at its stream frame here and asks for the position at the played count.
struct MusicTimeline {
  struct Anchor {
    /// First stream frame of the run, and its length in frames.
    let frame: Int
    let count: Int
    let path: String
    /// Track position of its first frame.
    let seconds: Double
  }

  private var anchors: [Anchor] = []

  var isEmpty: Bool { anchors.isEmpty }

  mutating func add(frame: Int, count: Int, path: String, seconds: Double) {
    guard count > 0 else { return }
    if let last = anchors.last, last.path == path, last.frame + last.count == frame,
      abs(last.seconds + Double(last.count) / Double(AudioFormat.sampleRate) - seconds) < 1e-6
    {
      anchors[anchors.count - 1] = Anchor(
        frame: last.frame, count: last.count + count, path: path, seconds: last.seconds)
      return
    }
    anchors.append(Anchor(frame: frame, count: count, path: path, seconds: seconds))
    if anchors.count > 512 { anchors.removeFirst(anchors.count - 256) }
  }

  /// The track and position heard once `played` stream frames have been played; nil before the
  /// first run of music is reached. Past the end of the last run it stays at that run's end
  /// (the music ran out or stalls: its clock stops). Runs before the answer are forgotten.
  mutating func position(played: Int) -> (path: String, seconds: Double)? {
    guard let first = anchors.first, played >= first.frame else { return nil }
    var i = 0
    while i + 1 < anchors.count, anchors[i + 1].frame <= played { i += 1 }
    if i > 0 { anchors.removeFirst(i) }
    let anchor = anchors[0]
    let into = min(played - anchor.frame, anchor.count)
    return (anchor.path, anchor.seconds + Double(into) / Double(AudioFormat.sampleRate))
  }

  mutating func removeAll() { anchors.removeAll(keepingCapacity: true) }
}
