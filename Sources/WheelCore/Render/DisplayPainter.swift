/// The LCD: its frame, the title bar and the current screen's content.
enum DisplayPainter {
  static func paint(_ state: AppState, into grid: inout Grid) {
    let layout = state.layout
    if layout.bezel != layout.screen { grid.fill(layout.bezel, role: .bezel) }
    let screen = layout.screen
    guard !screen.isEmpty else { return }
    grid.fill(screen, role: .row)
    paintTitleBar(state.screen.title, status: "", in: Rect(x: screen.x, y: screen.y, width: screen.width, height: 1), into: &grid)
    let body = Rect(x: screen.x, y: screen.y + 1, width: screen.width, height: screen.height - 1)
    if let content = state.content {
      ListPainter.paint(content, cursor: state.cursor, glyphs: state.glyphs, in: body, into: &grid)
    } else {
      centered("Nothing playing", in: body, role: .rowDetail, into: &grid)
    }
  }

  /// The gray bar with the screen's name centered; `status` (the play state) at the left.
  static func paintTitleBar(_ title: String, status: String, in bar: Rect, into grid: inout Grid) {
    grid.fill(bar, role: .title)
    let room = max(0, bar.width - 2 * 4)
    let text = TextWidth.truncated(title, toWidth: room > 0 ? room : bar.width)
    let width = TextWidth.of(text)
    grid.write(text, at: Point(x: bar.x + (bar.width - width) / 2, y: bar.y), role: .title)
    if !status.isEmpty { grid.write(status, at: Point(x: bar.x + 1, y: bar.y), role: .title, maxWidth: 3) }
  }

  /// A line of text centered in a box (empty states, notices).
  static func centered(_ text: String, in box: Rect, role: Role, into grid: inout Grid) {
    guard !box.isEmpty else { return }
    let line = TextWidth.truncated(text, toWidth: box.width - 2)
    let width = TextWidth.of(line)
    grid.write(line, at: Point(x: box.x + (box.width - width) / 2, y: box.y + (box.height - 1) / 2), role: role)
  }
}
