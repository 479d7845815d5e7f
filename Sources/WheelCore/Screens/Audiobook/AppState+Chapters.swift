/// One audiobook is a list (see the screen table) that also asks the adapter for the chapters
/// of the book's files while it is shown, so they can be listed and jumped to.
extension AppState {
  /// Chapters of every part not yet read or asked for.
  mutating func askChapters(ofBook b: Int) -> [Effect] {
    guard let book = library.index.audiobooks[safe: b] else { return [] }
    var effects: [Effect] = []
    for t in book.tracks {
      let track = library.index[t]
      guard spoken.chapters[track.path] == nil, !spoken.pendingChapters.contains(track.path) else { continue }
      spoken.pendingChapters.insert(track.path)
      effects.append(.loadChapters(track))
    }
    return effects
  }
}
