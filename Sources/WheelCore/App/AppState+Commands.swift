/// Every command goes to the current screen's home first; what it leaves alone is the same on
/// every screen.
extension AppState {
  mutating func perform(_ command: Command) -> [Effect] {
    if showingHelp, case .turn(let steps) = command, HelpPainter.scrolls(self) { return scrollHelp(by: steps) }
    if let effects = screen.home.perform(command, in: &self) { return effects }
    switch command {
    case .quit: return [.quit]
    case .help:
      showingHelp.toggle()
      helpScroll = 0
      return []
    case .toggleTheme:
      settings.theme = themeName == .white ? .black : .white
      environment.themeForThisRun = nil  // the user's choice, kept from now on
      return [.saveSettings(settings)]
    case .toggleZoom: return toggleZoom()
    case .menu:
      pop()
      return []
    case .playPause: return playPause()
    case .next: return touch == nil ? transportKey(forward: true) : skipForward()
    case .previous: return touch == nil ? transportKey(forward: false) : skipBack()
    case .turn, .select, .pick, .type, .erase, .paste, .addToOnTheGo: return []
    }
  }

  /// The wheel scrolls the help overlay where it is taller than the display, clicking as a list does.
  mutating func scrollHelp(by steps: Int) -> [Effect] {
    let before = HelpPainter.top(self)
    helpScroll = max(0, before + max(-1000, min(1000, steps)))
    helpScroll = HelpPainter.top(self)
    return helpScroll != before ? clickIfOn : []
  }

  /// The click for one step of the wheel that moved something, or for a button press, when
  /// the clicker is on.
  var clickIfOn: [Effect] { clicks(forRows: 1) }

  /// Every button press clicks, as on the iPod, whichever input it came from; a key's
  /// auto-repeat while ⏭/⏮ is held (it seeks) is one press, so its repeats are silent.
  func pressClick(for command: Command) -> [Effect] {
    switch command {
    case .select, .menu, .playPause: return clickIfOn
    case .next, .previous:
      if let hold = player.hold, touch == nil, hold.forward == (command == .next),
        now - hold.lastPress < SeekHold.repeatGap
      {
        return []
      }
      return clickIfOn
    default: return []
    }
  }

  /// One click per row moved, as the iPod clicks once per detent; at most
  /// `Effect.maxClicksPerReport` for one report. None when nothing moved or the clicker is off.
  func clicks(forRows rows: Int) -> [Effect] {
    guard settings.clicker, rows != 0 else { return [] }
    return [.click(settings.clickerSound, count: Int(min(rows.magnitude, UInt(Effect.maxClicksPerReport))))]
  }
}
