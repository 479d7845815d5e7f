/// What the core asks the outside world to do. Effects are data, so tests read them.
public enum Effect: Sendable, Equatable {
  /// Play the wheel's click sound once.
  case click
  /// Leave the program (restoring the terminal).
  case quit
}
