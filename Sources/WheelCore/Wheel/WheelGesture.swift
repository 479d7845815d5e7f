/// What one touch of the ring has done so far, to tell a button press from a scroll.
///
/// The rule, as on the iPod: a touch is a **press** of the button where it *landed* when it
/// - emitted no scroll step at all, and
/// - turned, counting back-and-forth jitter, less than 5/96 of a turn (`tapTurnLimit`, 18.75°;
///   the wheel senses 96 positions per turn), and
/// - was let go before the button's hold began (`WheelButton.holdDelay`: 0.5 s for ⏮/⏭, when
///   hold-to-seek starts; 1 s for MENU, when it switches the backlight; 2 s for ▶❚❚, when it
///   sleeps).
///
/// Steps are emitted as soon as they accumulate, without waiting to see whether the touch
/// becomes a tap: the step (15° by default) is smaller than the tap limit, and holding steps
/// back would make every scroll start late. So the first emitted step decides — once the list
/// has moved, releasing never also presses a button. A turn of 15–18.75° therefore scrolls, and
/// only a touch below the step size can be a tap. (With a coarser step setting the turn limit
/// still applies on its own.)
///
/// Whether the touch began on the ring at all is the caller's question: the layout hit-tests
/// the pointer and only ring touches reach `WheelTracker`.
public struct WheelGesture: Equatable, Sendable {
  /// 5/96 of a turn: the most a press may wander before it counts as turning.
  public static let tapTurnLimit = 360.0 * 5 / 96
  /// The longest press of ⏮/⏭, in seconds; longer ones seek.
  public static let tapDurationLimit = 0.5

  /// Where the finger landed, degrees clockwise from 12 o'clock; it picks the button.
  public let startAngle: Double
  /// Event time of the first sample, in seconds.
  public let startTime: Double
  /// Total absolute turn since touch-down, in thousandths of a degree (exact, see tracker).
  var travelMillidegrees = 0
  /// Whether any sample of this touch emitted a step.
  public internal(set) var hasScrolled = false

  init(startAngle: Double, startTime: Double) {
    self.startAngle = startAngle
    self.startTime = startTime
  }

  /// Total turn in degrees, forward and back both counted, so wobbling in place adds up.
  public var travel: Double { Double(travelMillidegrees) / 1000 }

  /// The button under the point where the touch began.
  public var landedOn: WheelButton { WheelButton(angle: startAngle) }

  /// Whether the touch is still a candidate press: nothing scrolled and it barely turned.
  public var isStill: Bool { !hasScrolled && travel < Self.tapTurnLimit }

  /// The button pressed when the touch ends at `time`, or nil when it was a scroll or a hold.
  public func tap(endingAt time: Double) -> WheelButton? {
    guard isStill else { return nil }
    return time - startTime < landedOn.holdDelay ? landedOn : nil
  }

  /// The button being held at `time`: still, and down for at least its `holdDelay`.
  /// The app seeks while next or previous is held and sleeps once play/pause is.
  public func hold(at time: Double) -> WheelButton? {
    isStill && time - startTime >= landedOn.holdDelay ? landedOn : nil
  }
}
