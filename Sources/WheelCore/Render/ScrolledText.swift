/// Text longer than the display, read a line per wheel step with a scroll bar at the right:
/// the Notes reader and Settings > About > Notices draw and scroll it the same way.
enum ScrolledText {
  /// The cells a line has in `body`: one in from the left, room for the scroll bar at the right.
  static func lineWidth(in body: Rect) -> Int { max(1, body.width - 3) }

  /// The first line shown after turning `steps` from `top`, kept between the start and the
  /// last full page, and how many lines that moved what is seen (a click each). `top` is
  /// clamped first: after a resize it may lie past the last page, where nothing moves.
  static func scrolled(from top: Int, by steps: Int, lineCount: Int, height: Int) -> (top: Int, moved: Int) {
    let most = max(0, lineCount - height)
    let shown = min(most, max(0, top))
    let next = min(most, max(0, shown + max(-100_000, min(100_000, steps))))
    return (next, next - shown)
  }

  /// Draws the lines from `top` (clamped, so a resize never leaves a blank page), and the
  /// scroll bar when they do not all fit.
  static func paint(_ lines: [String], top: Int, role: Role = .row, in body: Rect, into grid: inout Grid) {
    let top = min(top, max(0, lines.count - body.height))
    for (i, line) in lines.dropFirst(top).prefix(body.height).enumerated() {
      grid.write(line, at: Point(x: body.x + 1, y: body.y + i), role: role, maxWidth: lineWidth(in: body))
    }
    guard lines.count > body.height, body.height > 0 else { return }
    let track = Rect(x: body.maxX - 1, y: body.y, width: 1, height: body.height)
    grid.fill(track, role: .scrollTrack)
    let thumb = max(1, body.height * body.height / lines.count)
    let y = body.y + (body.height - thumb) * top / max(1, lines.count - body.height)
    grid.fill(Rect(x: track.x, y: y, width: 1, height: thumb), role: .scrollThumb)
  }
}

extension AppState {
  /// A turn on a page of `lineCount` lines kept in the top frame's scroll (Notices, Legal):
  /// a click for each line that moved.
  mutating func scrollPage(by steps: Int, lineCount: Int) -> [Effect] {
    let (top, moved) = ScrolledText.scrolled(
      from: stack[stack.count - 1].scroll, by: steps, lineCount: lineCount, height: layout.body.height)
    stack[stack.count - 1].scroll = top
    return clicks(forRows: moved)
  }
}
