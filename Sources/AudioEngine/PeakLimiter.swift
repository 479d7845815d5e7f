import Foundation

/// The last stage of shaped music: keeps every sample at or under full scale.
///
/// The pre-gains of the EQ and Sound Check's peak tags already keep music below full scale;
/// this catches what they cannot know (a positive Sound Check gain on a file without a peak
/// figure, a filter's overshoot on a transient). Instant attack: a frame that would go over
/// lowers the gain just enough for that frame (both channels alike, so the image holds);
/// the gain then recovers with a 200 ms time constant. There is no look-ahead (it would
/// delay shaped music against bypassed music, so turning shaping on or off would jump): the
/// first over after a quiet stretch is pinned at full scale until its peak has passed (a 1 kHz
/// sine 6 dB over: 8 frames, once); from then on the gain sits where the peaks fit, and
/// the following peaks are only bent. No sample ever exceeds full scale.
struct PeakLimiter {
  /// Full scale as an Int16 can hold it (32,767 / 32,768).
  static let ceiling = 32_767.0 / 32_768
  static let release = 1 - exp(-1 / (0.2 * Double(AudioFormat.sampleRate)))
  private(set) var gain = 1.0

  var isIdle: Bool { gain == 1 }

  /// Scales one frame; true when it had to be limited.
  @inline(__always)
  mutating func apply(_ left: inout Double, _ right: inout Double) -> Bool {
    let peak = max(abs(left), abs(right))
    var limited = false
    if peak * gain > Self.ceiling {
      gain = Self.ceiling / peak
      limited = true
    }
    if gain != 1 {
      left *= gain
      right *= gain
      gain += (1 - gain) * Self.release
      if 1 - gain < 1e-7 { gain = 1 }
    }
    return limited
  }
}
