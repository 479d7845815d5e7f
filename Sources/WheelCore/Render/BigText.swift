/// Large digits centered on the display with a hint below (Clock, Stopwatch, Timer).
enum BigText {
  /// Big digits when they fit (plain bold text when not), and the hint's clauses under them,
  /// on as many lines as the display's width needs. Returns the row below the hint.
  @discardableResult
  static func paint(_ text: String, detail: [String], in body: Rect, into grid: inout Grid, top: Bool = false) -> Int {
    let hint = HintText.lines(detail, width: body.width - 2, in: grid.widths)
    let fits = BigGlyphs.width(of: text) <= body.width - 2 && body.height >= BigGlyphs.rows + 1 + hint.count
    let height = (fits ? BigGlyphs.rows : 1) + 1 + hint.count
    var y = top ? body.y + min(1, body.height - height) : body.y + max(0, (body.height - height) / 2)
    y = max(body.y, y)
    if fits {
      BigGlyphs.draw(
        text, at: Point(x: body.x + (body.width - BigGlyphs.width(of: text)) / 2, y: y), role: .emphasis, into: &grid)
      y += BigGlyphs.rows + 1
    } else {
      DisplayPainter.centered(
        text, in: Rect(x: body.x, y: y, width: body.width, height: 1), role: .emphasis, into: &grid)
      y += 1
    }
    return HintText.paint(hint, top: y, in: body, role: .rowDetail, into: &grid)
  }
}
