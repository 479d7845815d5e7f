/// Zoom, by a key (`=` or `+`) or by a double-click on the case.
extension AppState {
  /// Two presses on the case this close together are a double-click (a common desktop default).
  static let doubleClickSeconds = 0.4

  mutating func toggleZoom() -> [Effect] {
    settings.zoomed.toggle()
    relayout(size)
    return [.saveSettings(settings)]
  }

  /// A press off the display and the wheel: on the case (or the bezel) the second press within
  /// `doubleClickSeconds` zooms; on the desk around the iPod nothing happens.
  mutating func pressCase(at p: Point, time: Double) -> [Effect] {
    guard layout.shell.contains(p) || layout.bezel.contains(p) else {
      lastCasePress = nil
      return []
    }
    if let last = lastCasePress, time - last <= Self.doubleClickSeconds, time >= last {
      lastCasePress = nil
      return toggleZoom()
    }
    lastCasePress = time
    return []
  }
}
