/// Which mounted iPod Settings > Fill iPod fills, and what it is called on screen.
extension LibraryState {
  /// The iPod chosen on the Fill iPod page while it is still mounted, else the first found.
  var fillTarget: String? {
    if let chosen = fillChoice, foundIpods.contains(chosen) { return chosen }
    return foundIpods.first
  }

  /// The name its database gives the iPod at `folder`, else the folder's last part (the
  /// volume's name when mounted).
  func ipodName(_ folder: String) -> String {
    if let name = ipodNames[folder], !name.isEmpty { return name }
    return TextWidth.sanitized(folder.split(separator: "/").last.map(String.init) ?? folder)
  }

  /// Fill iPod > iPod pressed: the next iPod found, round to the first.
  mutating func chooseNextFillIpod() {
    guard let current = fillTarget, let at = foundIpods.firstIndex(of: current) else { return }
    fillChoice = foundIpods[(at + 1) % foundIpods.count]
  }
}
