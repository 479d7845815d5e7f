/// What the mouse is holding down, between a press and its release.
enum WheelTouchState: Equatable, Sendable {
  /// A finger on the ring: its tracker turns angles into steps and tells a tap from a turn.
  case ring(WheelTracker)
  case centerButton
  /// The center pressed on a row that a hold would add to On-The-Go: it acts at the release,
  /// or adds once held `AppState.onTheGoHoldSeconds`.
  case centerHold(since: Double)
  /// A press on the display (a row was picked); nothing more happens until the release.
  case display
}
