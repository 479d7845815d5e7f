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
      return [.saveSettings(settings)]
    case .menu:
      pop()
      return []
    case .playPause: return playPause()
    case .next: return touch == nil ? transportKey(forward: true) : skipForward()
    case .previous: return touch == nil ? transportKey(forward: false) : skipBack()
    case .turn, .select, .pick, .type, .erase, .paste: return []
    }
  }

  /// The wheel scrolls the help overlay where it is taller than the display, clicking as a list does.
  mutating func scrollHelp(by steps: Int) -> [Effect] {
    let before = HelpPainter.top(self)
    helpScroll = max(0, before + max(-1000, min(1000, steps)))
    helpScroll = HelpPainter.top(self)
    return helpScroll != before ? clickIfOn : []
  }

  /// The click for one step of the wheel that moved something, when the clicker is on.
  var clickIfOn: [Effect] { settings.clicker ? [.click(settings.clickerSound)] : [] }
}
