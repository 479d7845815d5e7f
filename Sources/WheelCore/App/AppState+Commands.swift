/// Every command goes to the current screen's home first; what it leaves alone is the same on
/// every screen.
extension AppState {
  mutating func perform(_ command: Command) -> [Effect] {
    if let effects = screen.home.perform(command, in: &self) { return effects }
    switch command {
    case .quit: return [.quit]
    case .help:
      showingHelp.toggle()
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

  /// The click for one step of the wheel that moved something, when the clicker is on.
  var clickIfOn: [Effect] { settings.clicker ? [.click(settings.clickerSound)] : [] }
}
