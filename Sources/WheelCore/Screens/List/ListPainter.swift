/// A list screen: rows with their value or `>` at the right, the selected row highlighted
/// across the display, and a scroll bar when the list is longer than the display.
enum ListPainter {
  static func paint(_ content: ListContent, cursor: ListCursor, glyphs: GlyphSet, in body: Rect, into grid: inout Grid) {
    guard !body.isEmpty else { return }
    if content.count == 0 {
      DisplayPainter.centered(content.emptyMessage, in: body, role: .rowDetail, into: &grid)
      return
    }
    let scrolls = content.count > body.height
    let rowWidth = body.width - (scrolls ? 1 : 0)
    let first = cursor.top
    let last = min(content.count, first + body.height)
    for index in first..<max(first, last) {
      let y = body.y + index - first
      paintRow(content.row(index), selected: index == cursor.selected, glyphs: glyphs,
               in: Rect(x: body.x, y: y, width: rowWidth, height: 1), into: &grid)
    }
    if scrolls {
      paintScrollBar(count: content.count, top: first, in: Rect(x: body.maxX - 1, y: body.y, width: 1, height: body.height), into: &grid)
    }
  }

  static func paintRow(_ row: Row, selected: Bool, glyphs: GlyphSet, in line: Rect, into grid: inout Grid) {
    let base: Role = selected ? .selected : .row
    let detailRole: Role = selected ? .selected : .rowDetail
    grid.fill(line, role: base)
    var right = line.maxX - 1  // one blank column at the right edge
    switch row.accessory {
    case .disclosure:
      right -= TextWidth.of(glyphs.disclosure, in: grid.widths)
      grid.write(glyphs.disclosure, at: Point(x: right, y: line.y), role: base)
      right -= 1
    case .check:
      right -= TextWidth.of(glyphs.check, in: grid.widths)
      grid.write(glyphs.check, at: Point(x: right, y: line.y), role: base)
      right -= 1
    case .none:
      break
    }
    let labelStart = line.x + 1
    if !row.detail.isEmpty {
      // The value gets at most half the row, so that the label stays readable.
      let detail = TextWidth.truncated(row.detail, toWidth: max(0, min((line.width - 2) / 2, right - labelStart - 2)), in: grid.widths)
      let width = TextWidth.of(detail, in: grid.widths)
      grid.write(detail, at: Point(x: right - width, y: line.y), role: detailRole)
      right -= width + 1
    }
    let label = TextWidth.truncated(row.label, toWidth: max(0, right - labelStart), in: grid.widths)
    grid.write(label, at: Point(x: labelStart, y: line.y), role: base)
  }

  private static func paintScrollBar(count: Int, top: Int, in bar: Rect, into grid: inout Grid) {
    grid.fill(bar, with: " ", role: .scrollTrack)
    let visible = bar.height
    let thumb = max(1, visible * visible / count)
    let travel = visible - thumb
    let offset = count > visible ? (top * travel + (count - visible) / 2) / (count - visible) : 0
    grid.fill(Rect(x: bar.x, y: bar.y + min(travel, offset), width: 1, height: thumb), with: " ", role: .scrollThumb)
  }
}
