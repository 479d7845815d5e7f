/// Text of a few fields read with the wheel, a line a step: one event of a calendar, one
/// contact's card. Its lines are wrapped and sanitised as a note's are (`NotesState.lines`).
struct CardScreen: ScreenHome {
  let name: String
  let titled: (AppState) -> String
  /// The card's text, line breaks kept; nil while what it shows is being read.
  let text: (AppState) -> String?
  let asks: (inout AppState) -> [Effect]
  let forgets: (Screen, inout AppState) -> Void

  func title(in state: AppState) -> String { titled(state) }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func deadlines(in state: AppState) -> [Double] { [] }
  func requests(in state: inout AppState) -> [Effect] { asks(&state) }
  var takesText: Bool { false }

  /// The next card opens at its top.
  func leave(for next: Screen, in state: inout AppState) {
    state.extras.cardScroll = 0
    forgets(next, &state)
  }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps):
      let (top, moved) = ScrolledText.scrolled(
        from: state.extras.cardScroll, by: steps, lineCount: lines(state).count, height: state.layout.body.height)
      state.extras.cardScroll = top
      return state.clicks(forRows: moved)
    case .select, .pick: return []
    default: return nil
    }
  }

  func lines(_ state: AppState) -> [String] {
    guard let text = text(state) else { return [] }
    return NotesState.lines(
      of: text, width: ScrolledText.lineWidth(in: state.layout.body), in: state.environment.widths)
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    guard text(state) != nil else {
      DisplayPainter.centered("Reading…", in: body, role: .rowDetail, into: &grid)
      return
    }
    ScrolledText.paint(lines(state), top: state.extras.cardScroll, in: body, into: &grid)
  }
}
