/// One audiobook: a list (its home is the list's) that also asks the adapter for the chapters
/// of the book's files while it is shown, so they can be listed and jumped to.
enum AudiobookScreen: ScreenHome {
  static func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    ListScreen.perform(command, in: &state)
  }

  static func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    ListScreen.paint(state, in: body, into: &grid)
  }

  static func deadlines(in state: AppState) -> [Double] { ListScreen.deadlines(in: state) }

  /// Chapters of every part not yet read or asked for.
  static func requests(in state: inout AppState) -> [Effect] {
    guard case .audiobook(let b) = state.screen, let book = state.library.index.audiobooks[safe: b] else { return [] }
    var effects: [Effect] = []
    for t in book.tracks {
      let track = state.library.index[t]
      guard state.spoken.chapters[track.path] == nil, !state.spoken.pendingChapters.contains(track.path) else {
        continue
      }
      state.spoken.pendingChapters.insert(track.path)
      effects.append(.loadChapters(track))
    }
    return effects
  }
}
