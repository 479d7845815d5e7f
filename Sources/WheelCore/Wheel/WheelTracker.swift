/// Turns the finger's successive angles on the ring into whole scroll steps.
///
/// The original SwiftUI wheel dropped whatever was left below a step and ignored jumps across
/// 12 o'clock, so slow drags stalled and crossings hiccuped. Here nothing is lost:
/// - **Shortest turn.** Between two samples the finger took the shorter way round, so the
///   change is normalised into (-180°, +180°]. Crossing 12 o'clock either way is just a small
///   change. A change of exactly half a turn is ambiguous and counts as **clockwise** (+180°).
/// - **Signed carry.** Changes add into one signed remainder; each time it reaches a whole
///   `degreesPerStep` a step is emitted and taken out of it, truncating toward zero. A reversal
///   first eats the remainder, so going back over the same arc undoes exactly the steps it made.
///   After every sample the remainder lies in (-step, +step): the steps so far equal the net turn
///   divided by the step size to within one step and never of the opposite sign, and a drag in
///   one direction gives exactly `trunc(net / degreesPerStep)`. The width of a step of hysteresis
///   after a reversal is what stops a finger resting on a step boundary from chattering.
/// - **Exact arithmetic.** Each angle is rounded to a thousandth of a degree and all sums are in
///   integers. Rounding the *angles* rather than the changes means errors telescope instead of
///   accumulating: fifteen 1° samples are exactly one 15° step, and any drag's net turn is exact
///   to 0.001°, however many samples it took.
///
/// The tracker also records the touch as a `WheelGesture`, so a release can tell a button press
/// from a scroll. Time arrives with each sample (event time, seconds); the tracker never reads
/// a clock.
public struct WheelTracker: Equatable, Sendable {
  /// Degrees of turn per step; 15 is Rockbox's 4 of the wheel's 96 positions, 24 steps a turn.
  /// Changing it mid-touch is allowed: the remainder is measured against the new size.
  public var degreesPerStep: Double
  /// The touch in progress, nil between touches.
  public private(set) var gesture: WheelGesture?
  /// The last angle in thousandths of a degree, in 0..<360_000.
  private var lastAngle: Int?
  /// The signed turn not yet emitted as steps, in thousandths of a degree.
  private var pending = 0

  private static let fullTurn = 360_000
  private static let halfTurn = 180_000

  public init(degreesPerStep: Double = 15) {
    self.degreesPerStep = degreesPerStep
  }

  /// The signed turn carried toward the next step, in degrees.
  public var pendingDegrees: Double { Double(pending) / 1000 }

  /// Feeds the finger's angle (degrees clockwise from 12 o'clock, any value) and returns the
  /// steps completed since the last sample, clockwise positive. The first sample of a touch
  /// only sets where the finger is and returns 0. Non-finite angles are ignored.
  public mutating func touch(at angle: Double, time: Double) -> Int {
    guard angle.isFinite else { return 0 }
    let now = Self.millidegrees(angle)
    guard let last = lastAngle else {
      lastAngle = now
      pending = 0
      gesture = WheelGesture(startAngle: Double(now) / 1000, startTime: time)
      return 0
    }
    lastAngle = now
    let delta = Self.shortestTurn(from: last, to: now)
    pending += delta
    let step = stepMillidegrees
    let steps = pending / step  // Int division truncates toward zero: the carry rule.
    pending -= steps * step
    gesture?.travelMillidegrees += abs(delta)
    if steps != 0 { gesture?.hasScrolled = true }
    return steps
  }

  /// Ends the touch at `time` and returns the button it pressed, if it was a press.
  @discardableResult
  public mutating func release(at time: Double) -> WheelButton? {
    let pressed = gesture?.tap(endingAt: time)
    release()
    return pressed
  }

  /// Ends the touch and forgets the remainder: a new touch starts from nothing.
  public mutating func release() {
    gesture = nil
    lastAngle = nil
    pending = 0
  }

  /// The step size in thousandths of a degree, at least 1 and at most a thousand turns, so an
  /// odd setting (zero, negative, NaN, huge) cannot trap; non-finite means one step per turn.
  private var stepMillidegrees: Int {
    guard degreesPerStep.isFinite else { return Self.fullTurn }
    return Int(min(max((degreesPerStep * 1000).rounded(), 1), 360_000_000))
  }

  /// `angle` in thousandths of a degree, wrapped into 0..<360_000. Wrapping before scaling
  /// keeps huge inputs from overflowing the conversion to Int.
  static func millidegrees(_ angle: Double) -> Int {
    let wrapped = angle.truncatingRemainder(dividingBy: 360)
    let m = Int((wrapped * 1000).rounded()) % fullTurn
    return m < 0 ? m + fullTurn : m
  }

  /// The change from `a` to `b` (millidegrees) the short way round, in (-180°, +180°].
  static func shortestTurn(from a: Int, to b: Int) -> Int {
    var d = (b - a) % fullTurn
    if d < 0 { d += fullTurn }
    return d > halfTurn ? d - fullTurn : d
  }
}
