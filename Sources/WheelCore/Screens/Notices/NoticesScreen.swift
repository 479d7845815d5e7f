/// Settings > About > Notices: this run's notices, newest first, each wrapped over as many
/// lines as it needs and never cut (the bottom of the display has two lines for one, and a
/// path or a `.bak` name is what gets lost there). The wheel scrolls it as it scrolls a note.
struct NoticesScreen: ScreenHome {
  let name = "Notices"
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
      return state.scrollPage(
        by: steps, lineCount: Self.lines(state.notices, in: state.layout.body, state.environment.widths).count)
    case .select, .pick: return []
    default: return nil
    }
  }

  /// The display lines: each notice wrapped whole, a blank line between two, and a last line
  /// saying how many older ones went past the log's bound.
  static func lines(_ log: NoticeLog, in body: Rect, _ widths: WidthProfile) -> [String] {
    let width = ScrolledText.lineWidth(in: body)
    var out: [String] = []
    for text in log.newestFirst {
      if !out.isEmpty { out.append("") }
      out += TextWidth.wrappedWhole(text, toWidth: width, in: widths)
    }
    if log.dropped > 0 {
      out += [""] + TextWidth.wrappedWhole("\(log.dropped) older not kept", toWidth: width, in: widths)
    }
    return out
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    guard state.notices.count > 0 else {
      DisplayPainter.centered("No notices", in: body, role: .rowDetail, into: &grid)
      return
    }
    let all = Self.lines(state.notices, in: body, state.environment.widths)
    ScrolledText.paint(all, top: state.stack[state.stack.count - 1].scroll, in: body, into: &grid)
  }
}
