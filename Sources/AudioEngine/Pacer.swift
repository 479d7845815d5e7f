/// Keeps an unclocked device (the file/null test PCM) from running ahead of real time.
///
/// The writer may be at most `leadFrames` (the ALSA buffer) ahead of the monotonic clock
/// since the last anchor, as a real card would allow. After idling or stalling the anchor
/// moves to "now", so the writer never bursts to catch up on time that passed in silence.
struct Pacer {
  let rate: Int
  let leadFrames: Int
  private var anchor: UInt64 = 0
  private var written = 0

  init(rate: Int = AudioFormat.sampleRate, leadFrames: Int) {
    self.rate = rate
    self.leadFrames = leadFrames
  }

  /// Restarts the timeline at `now` (after idle, or when the writer fell behind).
  mutating func reanchor(at now: UInt64) {
    anchor = now
    written = 0
  }

  /// Continues after an idle stretch: if what was written has not all played yet (by the
  /// clock), keep the timeline so a burst of clicks cannot run a buffer ahead per idle;
  /// otherwise the device has drained, so restart the timeline at `now`.
  mutating func resume(at now: UInt64) {
    if dueFrames(at: now) >= written { reanchor(at: now) }
  }

  /// Frames written that the clock says have not been played yet: the test device's delay.
  func unplayedFrames(at now: UInt64) -> Int {
    max(0, written - dueFrames(at: now))
  }

  private func dueFrames(at now: UInt64) -> Int {
    let elapsedMicros = Int(Int64(bitPattern: now &- anchor) / 1_000)
    return elapsedMicros * rate / 1_000_000
  }

  /// Monotonic time at which `frames` more frames may be written, staying at most `lead`
  /// frames (default: the buffer) ahead of the clock.
  func readyTime(forWriting frames: Int, lead: Int? = nil) -> UInt64 {
    let ahead = written + frames - (lead ?? leadFrames)
    guard ahead > 0 else { return anchor }
    return anchor + UInt64(ahead) * 1_000_000_000 / UInt64(rate)
  }

  /// Counts written frames; re-anchors when the writer is more than a buffer behind.
  mutating func didWrite(_ frames: Int, now: UInt64) {
    written += frames
    if dueFrames(at: now) - written > leadFrames { reanchor(at: now) }
    if written > rate * 600 {  // keep the arithmetic small on long sessions
      anchor += 600 * 1_000_000_000
      written -= rate * 600
    }
  }
}
