/// When a decoded video frame is shown: the audio clock is the master, the picture follows it.
///
/// The clock is what the listener has heard of the soundtrack (the audio engine's played
/// frames, not the wall clock), so a sound server's latency, a stalled output or a pause moves
/// the picture with the sound. A frame is shown when the clock reaches its timestamp; one that
/// is already later than `lateThreshold` is dropped when a newer frame is due to replace it
/// (showing a late frame beats a frozen picture when the decoder has nothing newer).
public struct FrameTiming: Equatable, Sendable {
  /// How late (seconds behind the clock) a frame may be and still be shown.
  public var lateThreshold: Double
  /// Frames this close to their time are shown now rather than waited for (the presenter
  /// wakes with some jitter; waiting 2 ms for a frame is a wasted wake-up).
  public var earlyTolerance: Double

  public init(lateThreshold: Double = 0.045, earlyTolerance: Double = 0.004) {
    self.lateThreshold = lateThreshold
    self.earlyTolerance = earlyTolerance
  }

  public enum Decision: Equatable, Sendable {
    case present
    case drop
    /// Wake up again after this many seconds of the clock (at most `maxWait`).
    case wait(Double)
  }

  /// The longest single wait, so a paused or stalled clock is looked at again soon.
  public static let maxWait = 0.05

  /// What to do with the frame at `pts` (seconds into the video) when the clock reads `clock`
  /// (nil: the soundtrack has not been heard yet). `next` is the timestamp of the frame after
  /// it, when that one is decoded already. `firstFrame` shows a picture while the sound starts.
  public func decide(pts: Double, next: Double?, clock: Double?, firstFrame: Bool) -> Decision {
    guard let clock else { return firstFrame ? .present : .wait(Self.maxWait) }
    let ahead = pts - clock
    if ahead > earlyTolerance { return .wait(min(Self.maxWait, ahead)) }
    if -ahead > lateThreshold, let next, next <= clock + earlyTolerance, !firstFrame { return .drop }
    return .present
  }

  /// Whether the decoder may skip converting a frame to pixels because it will be dropped
  /// anyway: it is late beyond the threshold, and further late by more than a frame interval
  /// (`interval`), so a newer frame will certainly replace it.
  public func skipsConversion(pts: Double, clock: Double?, interval: Double) -> Bool {
    guard let clock else { return false }
    return clock - pts > lateThreshold + interval
  }
}
