/// The Extras screens' buttons: the stopwatch and the timer take over center, ⏭ and ⏮.
extension AppState {
  /// Handles a command on an Extras screen; nil when the screen does not take it.
  mutating func extrasCommand(_ command: Command) -> [Effect]? {
    switch (screen, command) {
    case (.stopwatch, .select):
      stopwatch.toggle(at: now)
      return []
    case (.stopwatch, .next):
      return stopwatch.lap(at: now) && settings.clicker ? [.click] : []
    case (.stopwatch, .previous):
      stopwatch.reset()
      return []
    case (.timer, .turn(let steps)):
      return timer.adjust(by: steps) && settings.clicker ? [.click] : []
    case (.timer, .select):
      timer.toggle(at: now)
      return []
    case (.timer, .previous):
      timer.cancel()
      return []
    case (.coverFlow, .turn(let steps)):
      let moved = coverFlow.move(by: steps, count: library.index.albums.count, at: now)
      return moved && settings.clicker ? [.click] : []
    case (.coverFlow, .select):
      guard library.index.albums.indices.contains(coverFlow.selected) else { return [] }
      push(.songList(.album(coverFlow.selected)))
      return []
    case (.photos, .turn(let steps)) where !photos.paths.isEmpty:
      return photos.move(by: steps) && settings.clicker ? [.click] : []
    default:
      return nil
    }
  }

  /// Any button while the alarm rings only silences it.
  mutating func dismissAlarm(_ event: Event) -> [Effect] {
    if case .keyPressed(let key, _) = event, key == .controlC || key == .character("q") {
      timer.cancel()
      return [.stopAlarm, .quit]
    }
    timer.cancel()
    return [.stopAlarm]
  }
}
