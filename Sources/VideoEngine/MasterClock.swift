import AudioEngine

/// The clock a video's frames are timed by: what the listener has heard of its soundtrack, or,
/// for a video without sound (or with no sound device), a clock of its own that pauses with it.
///
/// When the sound stops being measured while playing (the soundtrack ended before the picture,
/// or the device went away) the heard position is carried on by the monotonic clock, so the
/// last frames still play; a short stall holds the picture with the sound instead.
struct MasterClock {
  /// Whether the soundtrack is the master (the file has sound and there is an engine).
  let followsSound: Bool
  private var base: Double
  private var since: UInt64
  private var paused = false

  /// How long the heard position may go unmeasured before the picture carries on without it.
  static let staleNanos: UInt64 = 500_000_000
  /// How long after a start or seek the picture waits for the sound before it goes on alone.
  static let soundWaitNanos: UInt64 = 2_000_000_000

  init(followsSound: Bool, at seconds: Double, now: UInt64) {
    self.followsSound = followsSound
    base = seconds
    since = now
  }

  /// A seek: the clock restarts at `seconds` (waiting for the sound again, if it follows it).
  mutating func restart(at seconds: Double, now: UInt64) {
    base = seconds
    since = now
  }

  mutating func setPaused(_ paused: Bool, now: UInt64) {
    guard paused != self.paused else { return }
    if paused { base = ownSeconds(at: now) }
    since = now
    self.paused = paused
  }

  /// The position at `now`; nil while the sound has not been heard yet (the first frame
  /// waits for it, as on a player that starts picture and sound together).
  func read(heard: HeardClock?, path: String, now: UInt64) -> Double? {
    guard followsSound else { return ownSeconds(at: now) }
    if let heard, heard.path == path {
      if heard.paused || paused { return heard.seconds }
      let age = now > heard.measuredAt ? now - heard.measuredAt : 0
      return age <= Self.staleNanos ? heard.seconds(at: now) : heard.seconds + Double(age) / 1e9
    }
    guard !paused, now > since + Self.soundWaitNanos else { return nil }
    return base + Double(now - since - Self.soundWaitNanos) / 1e9
  }

  private func ownSeconds(at now: UInt64) -> Double {
    paused || now < since ? base : base + Double(now - since) / 1e9
  }
}
