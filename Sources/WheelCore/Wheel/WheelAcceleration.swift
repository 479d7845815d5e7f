/// Rockbox's wheel acceleration: a fast spin moves many items per step, so a long list can be
/// crossed in one flick while slow turns stay one item per step.
///
/// - The angular speed is smoothed over samples as `v = (15·v + v_new) / 16`, so a single jerky
///   sample cannot launch the list.
/// - The speed starts again from zero after `idleReset` (250 ms) without a step, and whenever
///   the direction changes, so turning back to correct an overshoot is always precise.
/// - Above `threshold` (270°/s) each step moves `round((v / 270)^4)` items, at least 1 and at
///   most `cap(forRows:)`. The cap is ours and scales with the list: Rockbox's quartic, tuned for
///   huge lists, threw a 400-row list end to end in one brisk turn. With the cap at a 72nd of the
///   list (rounded up), a steady 900°/s spin (where the quartic is past 120) crosses any list of
///   up to 10,000 rows in three turns of 24 steps, and no list in less.
///
/// Apply it only where it helps: the caller scales steps on long lists (`longList`, more than
/// 50 items) and uses the raw steps elsewhere, where each item should be reachable one by one.
/// Time is the event's time in seconds; nothing here reads a clock.
public struct WheelAcceleration: Equatable, Sendable {
  /// Lists longer than this are worth accelerating.
  public static let longList = 50
  /// Speed, in degrees per second, above which steps are multiplied.
  public static let threshold = 270.0
  /// A pause longer than this, in seconds, starts the speed again from zero.
  public static let idleReset = 0.25
  /// Steps in the three turns a brisk spin takes to cross a list.
  public static let stepsToCross = 72
  /// The largest multiplier for a list of `rows`: a 72nd of it, rounded up, at least 1.
  public static func cap(forRows rows: Int) -> Int { max(1, (rows + stepsToCross - 1) / stepsToCross) }
  /// Shortest interval used to measure speed, in seconds: two samples with the same timestamp
  /// would otherwise be infinitely fast.
  static let minimumInterval = 0.001

  /// Degrees per step, to turn steps into an angular speed; keep it equal to the tracker's.
  public var degreesPerStep: Double
  /// The smoothed angular speed in degrees per second (never negative).
  public private(set) var speed = 0.0
  /// The largest multiplier, set from the list's length by `scale(steps:time:rows:)`.
  public private(set) var maxMultiplier = Int.max
  private var lastTime: Double?
  private var lastDirection = 0

  public init(degreesPerStep: Double = 15) {
    self.degreesPerStep = degreesPerStep
  }

  /// The speed of a brisk spin, at which three turns must cross any list.
  public static let briskSpeed = 900.0

  /// Rockbox's quartic: items per step at `speed` degrees per second.
  static func quartic(_ speed: Double) -> Double {
    ((speed / threshold) * (speed / threshold)).squared
  }

  /// Items per step at the current speed. The quartic reaches 123 at a brisk 900°/s, short
  /// of the cap of lists over 8,856 rows, so for those it is stretched to meet the cap there:
  /// three brisk turns cross any list up to 10,000 rows, and shorter lists feel Rockbox's curve.
  public var multiplier: Int {
    guard speed > Self.threshold else { return 1 }
    let stretch = maxMultiplier == Int.max ? 1 : max(1, Double(maxMultiplier) / Self.quartic(Self.briskSpeed))
    let m = Self.quartic(speed) * stretch
    guard m.isFinite else { return maxMultiplier }
    return min(max(Int(min(m, Double(maxMultiplier)).rounded()), 1), maxMultiplier)
  }

  /// Records `steps` from the tracker at event `time` and returns them multiplied by the
  /// current acceleration, for a list of `rows`. Zero steps change nothing and return 0. The
  /// first steps after a pause, and those after a reversal, are never multiplied.
  public mutating func scale(steps: Int, time: Double, rows: Int) -> Int {
    maxMultiplier = Self.cap(forRows: rows)
    guard steps != 0 else { return 0 }
    let direction = steps > 0 ? 1 : -1
    defer {
      lastTime = time
      lastDirection = direction
    }
    guard let last = lastTime, time - last <= Self.idleReset, time >= last else {
      speed = 0  // A new run: no interval to measure yet.
      return steps
    }
    if direction != lastDirection { speed = 0 }
    let interval = max(time - last, Self.minimumInterval)
    let sample = Double(steps.magnitude) * abs(degreesPerStep) / interval
    if sample.isFinite { speed = (15 * speed + sample) / 16 }
    if direction != lastDirection { return steps }
    let (product, overflow) = steps.multipliedReportingOverflow(by: multiplier)
    return overflow ? (steps > 0 ? Int.max : Int.min) : product
  }

  /// Forgets the speed, e.g. when the finger lifts or the list changes.
  public mutating func reset() {
    speed = 0
    maxMultiplier = Int.max
    lastTime = nil
    lastDirection = 0
  }
}

extension Double {
  fileprivate var squared: Double { self * self }
}
