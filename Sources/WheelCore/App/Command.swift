/// What the user asked for, whichever input it came from (wheel, button, key).
public enum Command: Equatable, Sendable {
  case turn(Int)
  case select
  case menu
  case playPause
  case next
  case previous
  case toggleTheme
  case help
  case quit
  /// A letter typed where text is expected (Search).
  case type(Character)
  case erase
}

extension Command {
  /// The command a ring button stands for.
  init(_ button: WheelButton) {
    switch button {
    case .menu: self = .menu
    case .next: self = .next
    case .playPause: self = .playPause
    case .previous: self = .previous
    }
  }
}
