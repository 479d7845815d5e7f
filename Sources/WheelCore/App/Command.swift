/// What the user asked for, whichever input it came from (ring drag, scroll notch, key, click).
public enum Command: Equatable, Sendable {
  case turn(Int)
  case select
  /// A click on the display, on the `row`-th row below the title bar.
  case pick(row: Int)
  case menu
  case playPause
  case next
  case previous
  case toggleTheme
  /// The display takes the bulk of the terminal, or goes back into the upright iPod.
  case toggleZoom
  case help
  case quit
  /// A letter typed where text is expected (Search).
  case type(Character)
  case erase
  /// Text pasted into the terminal: only a screen that takes text uses it.
  case paste(String)
  /// Add the selected row's songs to On-The-Go (a held center; `o` on the keyboard).
  case addToOnTheGo
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
