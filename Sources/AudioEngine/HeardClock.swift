import Platform

/// What the listener hears of the music: the track and the position in it, measured from the
/// frames the device has played at a moment of the monotonic clock. A video's pictures follow
/// it (the audio is the master clock).
public struct HeardClock: Sendable, Equatable {
  public let path: String
  /// Position in the track at `measuredAt`.
  public let seconds: Double
  /// Monotonic nanoseconds of the measurement.
  public let measuredAt: UInt64
  /// Music is paused (its position holds).
  public let paused: Bool

  /// The longest the position is carried forward past its measurement: the output loop
  /// measures at least every period, so a longer silence means the sound stalled and the
  /// picture must wait for it.
  public static let maxExtrapolation = 0.1

  /// The position at `now` (monotonic nanoseconds): the measurement carried forward by the
  /// time since, unless paused.
  public func seconds(at now: UInt64) -> Double {
    guard !paused, now > measuredAt else { return seconds }
    return seconds + min(Self.maxExtrapolation, Double(now - measuredAt) / 1e9)
  }
}
