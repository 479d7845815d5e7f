/// The mouse on the iPod: the ring turns or presses its four buttons, the center selects,
/// and a click on the display picks a row. Each becomes a command for the current screen,
/// the same ones the keys and the scroll wheel give.
extension AppState {
  mutating func pointerDown(at position: CellPosition, time: Double) -> [Effect] {
    switch layout.hit(position) {
    case .ring(let angle):
      var tracker = WheelTracker(degreesPerStep: settings.sensitivity.degreesPerStep)
      _ = tracker.touch(at: angle, time: time)
      touch = .ring(tracker)
      acceleration = WheelAcceleration(degreesPerStep: settings.sensitivity.degreesPerStep)
      // A key's hold (n or b repeating) ends here: a ring hold seeks the way its button says.
      player.hold = nil
      return []
    case .centerButton:
      return pressCenter(at: time)
    case .display(let row):
      touch = .display
      return perform(.pick(row: row - 1))
    case .elsewhere:
      touch = nil
      return pressCase(at: position.cell, time: time)
    }
  }

  mutating func pointerDragged(to position: CellPosition, time: Double) -> [Effect] {
    guard case .ring(var tracker) = touch, let wheel = layout.wheel else { return [] }
    // Near the very center the angle jumps about; the finger is not turning there.
    guard wheel.distance(x: position.x, y: position.y) >= wheel.buttonRadius * 0.5 else {
      return []
    }
    var steps = tracker.touch(at: wheel.angle(x: position.x, y: position.y), time: time)
    touch = .ring(tracker)
    let rows = content?.count ?? 0
    if rows > WheelAcceleration.longList {
      steps = acceleration.scale(steps: steps, time: time, rows: rows)
    }
    return perform(.turn(steps))
  }

  mutating func pointerUp(time: Double) -> [Effect] {
    if let selected = releaseCenter() { return selected }
    defer { touch = nil }
    if case .ring = touch { player.hold = nil }
    guard case .ring(var tracker) = touch, let button = tracker.release(at: time) else { return [] }
    return clickIfOn + perform(Command(button))
  }
}
