/// ▶❚❚ held 2 s puts the iPod to sleep: the music pauses and the display goes dark until the
/// next input, which only wakes it. It never quits: the program is still there to wake.
extension AppState {
  /// The touch that slept ends here, so letting it go neither wakes nor presses anything.
  mutating func sleep() -> [Effect] {
    touch = nil
    asleep = true
    guard player.status == .playing else { return [] }
    player.status = .paused
    return [.pausePlayback]
  }

  /// A press, turn or key while asleep wakes the display and does nothing else, as on the
  /// iPod, where the first press after sleep only lights it.
  mutating func wake() -> [Effect] {
    asleep = false
    return []
  }
}
