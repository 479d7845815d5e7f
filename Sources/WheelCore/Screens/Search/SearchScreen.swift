/// Search: letters typed or pasted go into the query; the wheel moves along the letter strip
/// and the center adds its letter, deletes, or (Done) shows the results.
struct SearchScreen: ScreenHome {
  let name = "Search"
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func deadlines(in state: AppState) -> [Double] { [] }
  func requests(in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}

  var takesText: Bool { true }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps):
      let target = min(SearchState.strip.count - 1, max(0, state.searchStripIndex + steps))
      guard target != state.searchStripIndex else { return [] }
      state.searchStripIndex = target
      return state.clickIfOn
    case .select:
      Self.pickFromStrip(in: &state)
      return []
    case .type(let c):
      Self.type(String(c), in: &state)
      return []
    case .erase:
      state.search.erase(in: state.library.index)
      return []
    case .paste(let text):
      // Letters, digits and spaces, as typing them would; a pasted "q" or "p" never quits or plays.
      let room = max(0, SearchState.maxQueryLength - state.search.query.count)
      let typed = TextWidth.sanitized(text).filter(KeyMap.types).prefix(room)
      if !typed.isEmpty { Self.type(String(typed), in: &state) }
      return []
    default: return nil
    }
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    SearchPainter.paint(state, in: body, into: &grid)
  }

  /// Typed text goes into the query; Enter then shows the results, so the strip goes to Done.
  private static func type(_ text: String, in state: inout AppState) {
    state.search.append(text, in: state.library.index)
    state.searchStripIndex = 0
  }

  private static func pickFromStrip(in state: inout AppState) {
    let index = state.library.index
    switch SearchState.strip[state.searchStripIndex] {
    case "Done": state.push(.searchResults(state.search.query))
    case "⌫": state.search.erase(in: index)
    case "␣": state.search.append(" ", in: index)
    case let letter: state.search.append(letter.lowercased(), in: index)
    }
  }
}
