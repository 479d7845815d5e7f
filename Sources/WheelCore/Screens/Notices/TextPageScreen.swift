/// A page of text longer than the display, read a line per wheel step (Settings > About >
/// Notices, Settings > Legal): its lines come from the state for the display's body, and an
/// empty page says so.
struct TextPageScreen: ScreenHome {
  let name: String
  let empty: String
  let lines: (AppState, Rect) -> [String]

  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func deadlines(in state: AppState) -> [Double] { [] }
  func requests(in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps): return state.scrollPage(by: steps, lineCount: lines(state, state.layout.body).count)
    case .select, .pick: return []
    default: return nil
    }
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let all = lines(state, body)
    guard !all.isEmpty else {
      DisplayPainter.centered(empty, in: body, role: .rowDetail, into: &grid)
      return
    }
    ScrolledText.paint(all, top: state.stack[state.stack.count - 1].scroll, in: body, into: &grid)
  }
}
