/// The `?` overlay: the keys, drawn over the display, closed by any key.
enum HelpPainter {
  static let lines = [
    ("↑ ↓  j k", "turn the wheel"),
    ("Enter → l", "select"),
    ("Esc ← h m", "MENU (back)"),
    ("Space p", "play / pause"),
    ("n  b", "next / previous"),
    ("t", "white / black iPod"),
    ("q  Ctrl-C", "quit"),
    ("mouse", "drag around the wheel"),
  ]

  static func paint(_ state: AppState, into grid: inout Grid) {
    let display = state.layout.display
    var rows = lines.map { "\($0.0.padding(10, in: grid.widths)) \($0.1)" }
    if let problem = state.environment.soundProblem { rows.append("Sound: \(problem)") }
    rows.append("Any key closes this")
    let box = display
    grid.fill(box, role: .overlay)
    DisplayPainter.paintTitleBar("Help", status: "", in: Rect(x: box.x, y: box.y, width: box.width, height: 1), into: &grid)
    for (i, text) in rows.enumerated() where i + 1 < box.height {
      grid.write(TextWidth.truncated(text, toWidth: box.width - 2, in: grid.widths), at: Point(x: box.x + 1, y: box.y + 1 + i), role: .overlay)
    }
  }
}

extension String {
  /// The string followed by spaces up to `width` display cells.
  func padding(_ width: Int, in profile: WidthProfile) -> String {
    self + String(repeating: " ", count: max(0, width - TextWidth.of(self, in: profile)))
  }
}
