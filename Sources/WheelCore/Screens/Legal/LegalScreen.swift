/// Settings > Legal: the licences (`LegalText`), each paragraph wrapped whole with a blank line
/// between two; the wheel scrolls it as it scrolls Notices and a note.
struct LegalScreen: ScreenHome {
  let name = "Legal"
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func deadlines(in state: AppState) -> [Double] { [] }
  func requests(in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps):
      return state.scrollPage(by: steps, lineCount: Self.lines(in: state.layout.body, state.environment.widths).count)
    case .select, .pick: return []
    default: return nil
    }
  }

  static func lines(in body: Rect, _ widths: WidthProfile) -> [String] {
    let width = ScrolledText.lineWidth(in: body)
    var out: [String] = []
    for paragraph in LegalText.paragraphs {
      if !out.isEmpty { out.append("") }
      out += TextWidth.wrappedWhole(paragraph, toWidth: width, in: widths)
    }
    return out
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let lines = Self.lines(in: body, state.environment.widths)
    ScrolledText.paint(lines, top: state.stack[state.stack.count - 1].scroll, in: body, into: &grid)
  }
}
