/// The mouse on the iPod: the ring turns or presses its four buttons, the center selects,
/// and a click on a row of the display picks that row.
extension AppState {
  mutating func pointerDown(at p: Point, time: Double) -> [Effect] {
    switch layout.hit(p) {
    case .ring(let angle):
      var tracker = WheelTracker(degreesPerStep: settings.sensitivity.degreesPerStep)
      _ = tracker.touch(at: angle, time: time)
      touch = .ring(tracker)
      acceleration = WheelAcceleration(degreesPerStep: settings.sensitivity.degreesPerStep)
      return []
    case .centerButton:
      touch = .centerButton
      return perform(.select)
    case .screen(let row):
      touch = .screen
      return clickRow(row - 1)
    case .elsewhere:
      touch = nil
      return []
    }
  }

  mutating func pointerDragged(to p: Point, time: Double) -> [Effect] {
    guard case .ring(var tracker) = touch, let wheel = layout.wheel else { return [] }
    // Near the very center the angle jumps about; the finger is not turning there.
    guard wheel.distance(x: Double(p.x) + 0.5, y: Double(p.y) + 0.5) >= wheel.buttonRadius * 0.5 else {
      return []
    }
    var steps = tracker.touch(at: wheel.angle(of: p), time: time)
    touch = .ring(tracker)
    if (content?.count ?? 0) > WheelAcceleration.longList {
      steps = acceleration.scale(steps: steps, time: time)
    }
    return turn(steps)
  }

  mutating func pointerUp(time: Double) -> [Effect] {
    defer { touch = nil }
    if case .ring = touch { player.hold = nil }
    guard case .ring(var tracker) = touch, let button = tracker.release(at: time) else { return [] }
    return perform(Command(button))
  }

  /// A click on a list row selects it; a click on the row already selected opens it.
  private mutating func clickRow(_ index: Int) -> [Effect] {
    guard index >= 0, let content else { return [] }
    let target = cursor.top + index
    guard target < content.count else { return [] }
    if target == cursor.selected { return perform(.select) }
    return turn(target - cursor.selected)
  }
}
