/// A list screen: rows with their value or `>` at the right, the selected row highlighted
/// across the display, and a scroll bar when the list is longer than the display.
enum ListPainter {
  /// `marquee`: seconds the selected row has been shown, so that a label too long for it scrolls.
  /// `highlight` false draws the selected row as the others (the dark half of a blink).
  static func paint(
    _ content: ListContent, cursor: ListCursor, glyphs: GlyphSet, marquee: Double? = nil, highlight: Bool = true,
    in body: Rect, into grid: inout Grid
  ) {
    guard !body.isEmpty else { return }
    if content.count == 0 {
      DisplayPainter.centered(content.emptyMessage, in: body, role: .rowDetail, into: &grid)
      return
    }
    let scrolls = content.count > body.height
    let rowWidth = rowWidth(count: content.count, in: body)
    let first = cursor.top
    let last = min(content.count, first + body.height)
    for index in first..<max(first, last) {
      let y = body.y + index - first
      let selected = highlight && index == cursor.selected
      paintRow(
        content.row(index), selected: selected, glyphs: glyphs, marquee: selected ? marquee : nil,
        in: Rect(x: body.x, y: y, width: rowWidth, height: 1), into: &grid)
    }
    if scrolls {
      paintScrollBar(
        count: content.count, top: first, in: Rect(x: body.maxX - 1, y: body.y, width: 1, height: body.height),
        into: &grid)
    }
  }

  /// Rows take the display's width: every row keeps its last column blank, and a long list's
  /// scroll bar is drawn there, so the ✓, `>` and values of long lists (EQ, Main Menu) stand
  /// in the same column as a short list's.
  static func rowWidth(count: Int, in body: Rect) -> Int { body.width }

  /// Where a row's parts go: the accessory and the detail from the right, the label in the rest.
  struct Arrangement {
    var accessory: (text: String, x: Int)?
    var detail: (text: String, x: Int)?
    var labelX: Int
    var labelRoom: Int
    /// Where the unplayed dot goes, before the label.
    var dotX: Int?
  }

  static func arrange(_ row: Row, in line: Rect, glyphs: GlyphSet, widths: WidthProfile) -> Arrangement {
    var right = line.maxX - 1  // one blank column at the right edge
    var accessory: (String, Int)?
    let mark: String? =
      switch row.accessory {
      case .disclosure: glyphs.disclosure
      case .check: glyphs.check
      case .none: nil
      }
    if let mark {
      right -= TextWidth.of(mark, in: widths)
      accessory = (mark, right)
      right -= 1
    }
    var labelStart = line.x + 1
    let dotX = row.unplayed ? labelStart : nil
    if row.unplayed { labelStart += TextWidth.of(glyphs.unplayed, in: widths) + 1 }
    var detail: (String, Int)?
    if !row.detail.isEmpty {
      // The value gets at most half the row, so that the label stays readable.
      let text = TextWidth.truncated(
        row.detail, toWidth: max(0, min((line.width - 2) / 2, right - labelStart - 2)), in: widths)
      let width = TextWidth.of(text, in: widths)
      detail = (text, right - width)
      right -= width + 1
    }
    return Arrangement(
      accessory: accessory, detail: detail, labelX: labelStart, labelRoom: max(0, right - labelStart), dotX: dotX)
  }

  static func paintRow(
    _ row: Row, selected: Bool, glyphs: GlyphSet, marquee: Double? = nil, in line: Rect, into grid: inout Grid
  ) {
    let base: Role = selected ? .selected : .row
    grid.fill(line, role: base)
    let parts = arrange(row, in: line, glyphs: glyphs, widths: grid.widths)
    if let (mark, x) = parts.accessory { grid.write(mark, at: Point(x: x, y: line.y), role: base) }
    if let x = parts.dotX { grid.write(glyphs.unplayed, at: Point(x: x, y: line.y), role: selected ? base : .unplayed) }
    if let (text, x) = parts.detail {
      grid.write(text, at: Point(x: x, y: line.y), role: selected ? .selected : .rowDetail)
    }
    let stops = Marquee.stops(row.label, width: parts.labelRoom, in: grid.widths)
    let offset = marquee.map { Marquee.offset(stops: stops, elapsed: $0) } ?? 0
    let label = Marquee.window(row.label, width: parts.labelRoom, offset: offset, in: grid.widths)
    grid.write(label, at: Point(x: parts.labelX, y: line.y), role: base)
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
