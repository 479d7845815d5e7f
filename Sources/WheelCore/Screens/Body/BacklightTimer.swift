/// Settings > Backlight: how long the display stays lit after the last input. Off keeps it
/// dim (a press still lights it for a moment, as on the iPod); Always On never dims.
public enum BacklightTimer: String, Sendable, CaseIterable {
  case off = "Off"
  case two = "2 Seconds"
  case five = "5 Seconds"
  case ten = "10 Seconds"
  case fifteen = "15 Seconds"
  case twenty = "20 Seconds"
  case alwaysOn = "Always On"

  /// Seconds lit after an input (nil: never dims).
  public var seconds: Double? {
    switch self {
    case .off: 1
    case .two: 2
    case .five: 5
    case .ten: 10
    case .fifteen: 15
    case .twenty: 20
    case .alwaysOn: nil
    }
  }
}
