/// The `?` overlay: the keys, drawn over the display. Where the display is too small for them
/// (20x8) the wheel and ↑↓ scroll it, with ▲ ▼ saying there is more; any other key closes it.
enum HelpPainter {
  static let entries = [
    ("↑ ↓  j k", "turn the wheel"),
    ("Enter → l", "select"),
    ("Esc ← h m", "MENU (back)"),
    ("Space p", "play / pause"),
    ("n  b", "next / previous"),
    ("o", "add to On-The-Go"),
    ("t", "white / black iPod"),
    ("=  +", "zoom (or double-click)"),
    ("q  Ctrl-C", "quit"),
    ("mouse", "drag around the wheel"),
  ]
  static let keyColumn = 10

  /// The overlay's lines for a text width: key and meaning side by side where they fit, the
  /// meaning indented under its key where they do not.
  static func lines(_ state: AppState, width: Int, in profile: WidthProfile) -> [String] {
    let sideBySide = entries.allSatisfy { keyColumn + 1 + TextWidth.of($0.1, in: profile) <= width }
    var lines: [String] = []
    for (key, meaning) in entries {
      if sideBySide {
        lines.append("\(key.padding(keyColumn, in: profile)) \(meaning)")
      } else {
        lines.append(key)
        lines += TextWidth.wrapped(meaning, toWidth: width - 2, in: profile).map { "  " + $0 }
      }
    }
    var closing: [String] = []
    if let problem = state.environment.soundProblem { closing.append("Sound: \(problem.status)") }
    closing.append("Any key closes this")
    for text in closing { lines += TextWidth.wrapped(text, toWidth: width, in: profile) }
    return lines
  }

  /// What the overlay shows at the state's size: the lines, how many fit, and the text width
  /// (two cells narrower when the ▲ ▼ column is needed).
  static func page(_ state: AppState) -> (lines: [String], visible: Int, width: Int) {
    let display = state.layout.display
    let profile = state.environment.widths
    let visible = max(0, display.height - 1)
    let full = lines(state, width: display.width - 2, in: profile)
    guard full.count > visible else { return (full, visible, display.width - 2) }
    return (lines(state, width: display.width - 4, in: profile), visible, display.width - 4)
  }

  /// Whether the overlay is taller than the display; only then do the wheel and ↑↓ move it
  /// (elsewhere ↑↓ close it, as any key does).
  static func scrolls(_ state: AppState) -> Bool {
    let page = page(state)
    return page.lines.count > page.visible
  }

  /// The first line shown, kept so that the last page is full.
  static func top(_ state: AppState) -> Int {
    let page = page(state)
    return min(max(0, state.helpScroll), max(0, page.lines.count - page.visible))
  }

  static func paint(_ state: AppState, into grid: inout Grid) {
    let box = state.layout.display
    let page = page(state)
    let top = top(state)
    grid.fill(box, role: .overlay)
    DisplayPainter.paintTitleBar(
      "Help", status: "", in: Rect(x: box.x, y: box.y, width: box.width, height: 1), into: &grid)
    for (i, text) in page.lines.dropFirst(top).prefix(page.visible).enumerated() {
      grid.write(
        TextWidth.truncated(text, toWidth: page.width, in: grid.widths), at: Point(x: box.x + 1, y: box.y + 1 + i),
        role: .overlay)
    }
    guard page.lines.count > page.visible, page.visible > 0 else { return }
    let marks = state.environment.useASCII ? ("^", "v") : ("▲", "▼")
    if top > 0 { grid.write(marks.0, at: Point(x: box.maxX - 2, y: box.y + 1), role: .overlay) }
    if top + page.visible < page.lines.count {
      grid.write(marks.1, at: Point(x: box.maxX - 2, y: box.y + page.visible), role: .overlay)
    }
  }
}

extension String {
  /// The string followed by spaces up to `width` display cells.
  func padding(_ width: Int, in profile: WidthProfile) -> String {
    self + String(repeating: " ", count: max(0, width - TextWidth.of(self, in: profile)))
  }
}
