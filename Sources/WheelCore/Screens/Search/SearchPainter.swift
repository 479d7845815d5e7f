/// The Search screen: the query, the first matches, and the letter strip the wheel moves along.
enum SearchPainter {
  static func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    guard body.height >= 2 else { return }
    let inner = body.inset(dx: 1, dy: 0)
    let query = state.search.query
    grid.write(
      TextWidth.truncated("Search: " + query + "▏", toWidth: inner.width, in: grid.widths),
      at: Point(x: inner.x, y: body.y), role: .emphasis)
    let hits = state.search.hits
    let listRows = max(0, body.height - 3)
    let results = Screen.searchResults(query).home.content(in: state)
    if query.isEmpty {
      let area = Rect(x: body.x, y: body.y + 1, width: body.width, height: listRows)
      let hint = HintText.lines(["Type or pick letters with the wheel"], width: body.width - 2, in: grid.widths)
      HintText.paint(
        hint, top: area.y + max(0, (area.height - hint.count) / 2), in: area, role: .rowDetail, into: &grid)
    } else if let results {
      for i in 0..<min(listRows, hits.count) {
        ListPainter.paintRow(
          results.row(i), selected: false, glyphs: state.glyphs,
          in: Rect(x: body.x, y: body.y + 1 + i, width: body.width, height: 1), into: &grid)
      }
      let summary = hits.isEmpty ? "No matches" : "\(hits.count) found"
      grid.write(summary, at: Point(x: inner.x, y: body.maxY - 2), role: .rowDetail, maxWidth: inner.width)
    }
    paintStrip(selected: state.searchStripIndex, y: body.maxY - 1, in: body, into: &grid)
  }

  /// The strip scrolls so that the letter under the wheel stays in view.
  private static func paintStrip(selected: Int, y: Int, in body: Rect, into grid: inout Grid) {
    let items = SearchState.strip
    grid.fill(Rect(x: body.x, y: y, width: body.width, height: 1), role: .title)
    let cells = items.map { TextWidth.of($0, in: grid.widths) + 1 }
    var start = 0
    while cells[start...selected].reduce(0, +) > body.width - 1 && start < selected { start += 1 }
    var x = body.x + 1
    for i in start..<items.count {
      let w = cells[i] - 1
      guard x + w <= body.maxX else { break }
      grid.write(items[i], at: Point(x: x, y: y), role: i == selected ? .selected : .title)
      x += w + 1
    }
  }
}
