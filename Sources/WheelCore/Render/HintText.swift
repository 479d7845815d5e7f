/// A screen's hint ("Turn to set · Center starts · Alarm: Chimes") laid into lines that fit the
/// display. Hints are made of short clauses; breaking between clauses keeps each one whole,
/// where cutting the line with "…" once hid the alarm's name on a 100x40 terminal.
enum HintText {
  static let separator = " · "

  /// Clauses joined with " · " while they fit in `width` cells, the rest on further lines; a
  /// clause wider than a line is wrapped at its spaces.
  static func lines(_ clauses: [String], width: Int, in profile: WidthProfile) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for clause in clauses {
      let joined = line.isEmpty ? clause : line + separator + clause
      if TextWidth.of(joined, in: profile) <= width {
        line = joined
        continue
      }
      if !line.isEmpty { lines.append(line) }
      var pieces = TextWidth.wrapped(clause, toWidth: width, in: profile)
      line = pieces.popLast() ?? ""
      lines += pieces
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// Draws the lines centered, each on its own row from `top`, no lower than `box`'s last row.
  /// Returns the row below the last line drawn.
  @discardableResult
  static func paint(_ lines: [String], top: Int, in box: Rect, role: Role, into grid: inout Grid) -> Int {
    var y = top
    for line in lines where y < box.maxY {
      DisplayPainter.centered(line, in: Rect(x: box.x, y: y, width: box.width, height: 1), role: role, into: &grid)
      y += 1
    }
    return y
  }
}
