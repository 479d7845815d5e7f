import WheelCore

/// Turns successive grids into the bytes that update the terminal from one to the next.
///
/// Drawing is done here rather than through ncurses' `refresh` because ncurses needs colour
/// pairs (and a terminfo with the RGB flag for 24-bit colour, which xterm-256color lacks), and
/// because the grid diff is already known: only changed cells are sent, with the cheapest
/// cursor move, the shortest SGR change, and everything for a frame in one buffer (one write).
/// Where the terminal can scroll a region (terminfo `csr`, `indn`, `rin`), rows that moved
/// are scrolled by the terminal rather than sent again (see `ScrollShift`), whenever that
/// comes out shorter. Pure, so the byte cost of a frame is unit-tested.
public struct FrameEncoder: Sendable {
  private var previous: [StyledCell] = []
  private var size = Size(width: 0, height: 0)
  private var needsFullRedraw = true
  /// Where the terminal's cursor is; nil when unknown (after the last column: pending wrap).
  private var cursor: Point?
  /// The terminal's current SGR state; nil when unknown.
  private var pen: TerminalStyle?
  private var out: [UInt8] = []
  /// The terminal erases with the current background (terminfo `bce`), so runs of blanks
  /// can be sent as ECH / EL instead of spaces.
  private let backgroundColorErase: Bool
  /// The terminal has scroll regions and SU/SD.
  private let canScroll: Bool

  public init(backgroundColorErase: Bool = false, canScroll: Bool = false) {
    self.backgroundColorErase = backgroundColorErase
    self.canScroll = canScroll
  }

  /// The next frame repaints everything (after a resize, or when something else wrote).
  public mutating func invalidate() { needsFullRedraw = true }

  /// The bytes that make the terminal show `grid` in `theme` at `depth`.
  public mutating func encode(_ grid: Grid, theme: Theme, depth: ColorDepth) -> [UInt8] {
    let styles = Dictionary(uniqueKeysWithValues: Role.allCases.map { ($0, theme.style(for: $0, depth: depth)) })
    // Neighbouring cells nearly always share a role: the last one's style is reused rather than
    // looked up again (the look-ups were a tenth of the UI thread's time while music played).
    var lastRole = Role.desk
    var lastStyle = styles[.desk] ?? .plain
    let cells = grid.cells.map {
      // Picture cells carry their own colours; everything else is coloured by its role.
      guard $0.art == nil else {
        return StyledCell(
          character: $0.character, style: theme.style(for: $0, depth: depth), isContinuation: $0.isContinuation)
      }
      if $0.role != lastRole {
        lastRole = $0.role
        lastStyle = styles[$0.role] ?? .plain
      }
      return StyledCell(character: $0.character, style: lastStyle, isContinuation: $0.isContinuation)
    }
    out = []
    if needsFullRedraw || grid.size != size {
      // Clear with default colours, then draw only what differs from a blank screen.
      out += Array("\u{1B}[m\u{1B}[H\u{1B}[2J".utf8)
      pen = .plain
      cursor = Point(x: 0, y: 0)
      size = grid.size
      previous = Array(repeating: .blank, count: cells.count)
      needsFullRedraw = false
      for y in 0..<size.height { encodeRow(y, cells) }
    } else if canScroll, let shift = scrollShift(to: cells) {
      // Both ways, keeping the shorter: the shift is only an estimate.
      var scrolled = self
      scrolled.out = shift.bytes(height: size.height)
      scrolled.previous = shift.apply(to: previous, width: size.width, blank: .blank)
      scrolled.cursor = Point(x: 0, y: 0)
      scrolled.pen = .plain
      for y in scrolled.rowOrder(cells) { scrolled.encodeRow(y, cells) }
      for y in rowOrder(cells) { encodeRow(y, cells) }
      if scrolled.out.count < out.count { self = scrolled }
    } else {
      for y in rowOrder(cells) { encodeRow(y, cells) }
    }
    previous = cells
    return out
  }

  /// Rows top to bottom, but starting at the first row whose first change is in the pen's
  /// style, then round: after a step down a list the pen is still the highlight's colours,
  /// and drawing the highlighted row first saves setting them twice (about 35 bytes each
  /// time in true colour).
  private func rowOrder(_ cells: [StyledCell]) -> [Int] {
    let w = size.width
    let h = size.height
    guard let pen else { return Array(0..<h) }
    for y in 0..<h {
      guard let x = (0..<w).first(where: { cells[y * w + $0] != previous[y * w + $0] }) else { continue }
      if cells[y * w + x].style == pen { return Array(y..<h) + Array(0..<y) }
    }
    return Array(0..<h)
  }

  /// The shift worth trying from the previous frame to `cells`, if any.
  private func scrollShift(to cells: [StyledCell]) -> ScrollShift? {
    let w = size.width
    let h = size.height
    var cost = [Int](repeating: 0, count: h)
    for y in 0..<h {
      let differing = (y * w..<(y + 1) * w).reduce(0) { previous[$1] != cells[$1] ? $0 + 1 : $0 }
      cost[y] = differing > 0 ? differing + 8 : 0  // the cells, and a cursor move to them
    }
    // A scroll moves a block of rows: with fewer than three rows changed (a playing song's
    // clock, a blinking row) there is none, and hashing every cell of both frames four times
    // a second was most of what the UI thread spent while music played.
    guard cost.filter({ $0 > 0 }).count >= Self.rowsChangedByAScroll else { return nil }
    var old = [Int](repeating: 0, count: h)
    var new = old
    for y in 0..<h {
      var a = Hasher()
      var b = Hasher()
      for i in y * w..<(y + 1) * w {
        a.combine(previous[i])
        b.combine(cells[i])
      }
      old[y] = a.finalize()
      new[y] = b.finalize()
    }
    return ScrollShift.best(old: old, new: new, cost: cost, width: w, maxDistance: h - 1)
  }

  /// The fewest changed rows worth looking for a scroll in.
  static let rowsChangedByAScroll = 3

  private mutating func encodeRow(_ y: Int, _ cells: [StyledCell]) {
    let w = size.width
    let row = y * w
    var dirty = (0..<w).map { cells[row + $0] != previous[row + $0] }
    // A changed right half is redrawn by drawing its left half.
    for x in 1..<max(1, w) where dirty[x] && cells[row + x].isContinuation { dirty[x - 1] = true }
    var x = 0
    while x < w {
      let cell = cells[row + x]
      guard dirty[x], !(cell.isContinuation && x > 0 && !cells[row + x - 1].isContinuation) else {
        x += 1
        continue
      }
      if let run = blankRun(from: x, row: y, cells: cells, dirty: dirty) {
        moveCursor(to: Point(x: x, y: y), cells: cells)
        out += SGR.transition(from: pen, to: cell.style)
        pen = cell.style
        // ECH/EL erase without moving the cursor.
        out += x + run == w ? Array("\u{1B}[K".utf8) : Array("\u{1B}[\(run)X".utf8)
        x += run
        continue
      }
      let wide = x + 1 < w && cells[row + x + 1].isContinuation
      moveCursor(to: Point(x: x, y: y), cells: cells)
      out += SGR.transition(from: pen, to: cell.style)
      pen = cell.style
      out += glyph(cell)
      advanceCursor(by: wide ? 2 : 1)
      x += wide ? 2 : 1
    }
  }

  /// The length of the run of blanks of one style starting at `x` worth erasing instead of
  /// printing: to the row's end (EL, 3 bytes) from 4 cells, elsewhere when ECH, and the move
  /// past the run that it needs when the next cell must be drawn, is shorter than the spaces.
  /// Blanks that are already right may be inside the run (erased again, harmlessly): a title
  /// shorter than the one before leaves changed and unchanged blanks mixed. Reverse video is
  /// excluded: an erase paints the background colour, not the attribute.
  private func blankRun(from x: Int, row y: Int, cells: [StyledCell], dirty: [Bool]) -> Int? {
    guard backgroundColorErase else { return nil }
    let w = size.width
    let first = cells[y * w + x]
    guard first.character == " ", !first.isContinuation, !first.style.reverse else { return nil }
    var end = x
    var lastDirty = x
    while end < w, cells[y * w + end] == first {
      if dirty[end] { lastDirty = end }
      end += 1
    }
    if end == w { return w - x >= 4 ? w - x : nil }
    let run = lastDirty + 1 - x
    let erase = Self.decimalDigits(run) + 3
    let moveOn = lastDirty + 1 < w && dirty[lastDirty + 1] ? (run == 1 ? 3 : Self.decimalDigits(run) + 3) : 0
    return erase + moveOn < run ? run : nil
  }

  private static func decimalDigits(_ n: Int) -> Int { n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : 4 }

  private func glyph(_ cell: StyledCell) -> [UInt8] {
    // A continuation without its left half cannot be drawn: a blank keeps columns right.
    if cell.isContinuation { return [0x20] }
    let scalars = cell.character.unicodeScalars
    if scalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) { return [0x3F] }
    return Array(String(cell.character).utf8)
  }

  private mutating func advanceCursor(by columns: Int) {
    guard let c = cursor else { return }
    let x = c.x + columns
    cursor = x < size.width ? Point(x: x, y: c.y) : nil
  }

  /// The cheapest of: nothing, CR, reprinting a few cells, CUF, backspaces, CUB, line feeds down to a
  /// row below (the column kept: the tty translates no newline, and the cursor is never on
  /// the last row when one is sent, so nothing scrolls), or CUP.
  private mutating func moveCursor(to target: Point, cells: [StyledCell]) {
    if cursor == target { return }
    let absolute =
      target.x == 0
      ? Array("\u{1B}[\(target.y + 1)H".utf8) : Array("\u{1B}[\(target.y + 1);\(target.x + 1)H".utf8)
    var best = absolute
    if let c = cursor, target.y >= c.y, target.y - c.y <= 3 {
      let down = [UInt8](repeating: 0x0A, count: target.y - c.y)
      if let across = horizontal(from: c.x, to: target.x, row: target.y, cells: cells),
        down.count + across.count < best.count
      {
        best = down + across
      }
    }
    out += best
    cursor = target
  }

  /// The shortest way along row `y` from column `x0` to `x1`: CR, reprinting, CUF, or back
  /// by backspaces (one byte a column: up to three beat CUB's four) or CUB.
  private func horizontal(from x0: Int, to x1: Int, row y: Int, cells: [StyledCell]) -> [UInt8]? {
    if x0 == x1 { return [] }
    if x1 == 0 { return [0x0D] }
    let gap = abs(x1 - x0)
    if x1 < x0 && gap <= 3 { return [UInt8](repeating: 0x08, count: gap) }
    var best = Array((gap == 1 ? "\u{1B}[" : "\u{1B}[\(gap)").utf8) + [x1 > x0 ? UInt8(ascii: "C") : UInt8(ascii: "D")]
    if x1 > x0, let reprint = reprint(from: x0, to: x1, row: y, cells: cells), reprint.count < best.count {
      best = reprint
    }
    return best
  }

  /// The bytes of the unchanged cells between the cursor and the target, when they can be
  /// drawn again as they are: same style as the pen, one column each.
  private func reprint(from x0: Int, to x1: Int, row y: Int, cells: [StyledCell]) -> [UInt8]? {
    guard x1 - x0 <= 8 else { return nil }
    var bytes: [UInt8] = []
    for x in x0..<x1 {
      let cell = cells[y * size.width + x]
      guard cell.style == pen, !cell.isContinuation, cell.character.isASCII else { return nil }
      bytes += glyph(cell)
    }
    return bytes
  }
}
