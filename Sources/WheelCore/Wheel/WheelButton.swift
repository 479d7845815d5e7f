/// The four buttons under the ring of the click wheel.
///
/// On the device they are not separate keys: the ring is one touch surface, and a touch that
/// does not turn is a press of whichever quarter it landed on (see `WheelGesture`).
public enum WheelButton: Equatable, Sendable, CaseIterable {
  case menu
  case next
  case playPause
  case previous

  /// The button whose quarter of the ring contains `angle` (degrees clockwise from 12 o'clock).
  ///
  /// Each quarter is 90° wide and centered on its label: MENU is within 45° of 12 o'clock,
  /// next at 3, play/pause at 6, previous at 9. Quarters are half-open going clockwise, so an
  /// angle exactly on a diagonal belongs to the button clockwise of it (45° is next). Any
  /// angle is accepted and wrapped into one turn first.
  public init(angle: Double) {
    var a = angle.isFinite ? angle.truncatingRemainder(dividingBy: 360) : 0
    if a < 0 { a += 360 }
    switch a {
    case 45..<135: self = .next
    case 135..<225: self = .playPause
    case 225..<315: self = .previous
    default: self = .menu
    }
  }

  /// How long a still touch lasts before it is a hold rather than a press (PRODUCT.md's
  /// Input): ⏮/⏭ seek from 0.5 s, MENU toggles the backlight from 1 s, ▶❚❚ sleeps from 2 s.
  /// Anything shorter is a press, acted on at the release, so a slightly slow press still acts.
  public var holdDelay: Double {
    switch self {
    case .next, .previous: WheelGesture.tapDurationLimit
    case .menu: 1
    case .playPause: 2
    }
  }

  /// The angle at the middle of the button's quarter, where its label is drawn.
  public var angle: Double {
    switch self {
    case .menu: 0
    case .next: 90
    case .playPause: 180
    case .previous: 270
    }
  }
}
