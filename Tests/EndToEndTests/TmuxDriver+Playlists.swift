import Testing

extension TmuxDriver {
  /// From the main menu: Music > Playlists > `name`, opened, until it lists `song`.
  func openPlaylist(_ name: String, listing song: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(waitForSelection("Music"), sourceLocation: sourceLocation)
    try send(key: "Enter")
    try step("Down", expecting: "Playlists")
    try send(key: "Enter")
    #expect(waitForSelection("On-The-Go"), sourceLocation: sourceLocation)
    while ((try? selectedLabel()) ?? nil) != name {
      let before = try selectedLabel()
      try send(key: "Down")
      guard poll(timeout: 5, { ((try? self.selectedLabel()) ?? nil) != before }) else { break }
    }
    #expect(waitForSelection(name), sourceLocation: sourceLocation)
    try send(key: "Enter")
    #expect(
      waitFor(timeout: 10) { $0.joined().contains(song) }, "\(name) lists \(song): \((try? self.listRows()) ?? [])",
      sourceLocation: sourceLocation)
  }
}
