/// The screen as data: what `render` produces and the terminal adapter copies.
/// Writing never reaches outside the grid, and wide graphemes keep their continuation cells
/// consistent even when something is drawn over half of them.
///
/// Text is measured as the terminal measured it (`widths`): a cell here is a cell there, so a
/// row the core lays out is the row the terminal shows.
public struct Grid: Equatable, Sendable {
  public let size: Size
  public private(set) var cells: [Cell]
  /// How the terminal advances over the characters terminals disagree on.
  public let widths: WidthProfile
  /// Pictures to show in real pixels where the terminal can (see `ImagePlacement`).
  public internal(set) var images: [ImagePlacement] = []

  public init(size: Size, role: Role = .desk, widths: WidthProfile = .standard) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    self.widths = widths
    cells = Array(repeating: Cell(role: role), count: self.size.width * self.size.height)
  }

  public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * size.width + x] }
  }

  /// Sets one cell, clipped to the grid; breaks any wide grapheme it lands on. A character
  /// this terminal does not draw one cell wide is drawn as its narrow stand-in.
  public mutating func put(_ character: Character, at p: Point, role: Role) {
    place(narrow(character), at: p, role: role)
  }

  /// Sets one cell as `character`, which the caller has measured; clipped.
  private mutating func place(_ character: Character, at p: Point, role: Role) {
    guard bounds.contains(p) else { return }
    detachWide(at: p)
    cells[p.y * size.width + p.x] = Cell(character, role: role)
  }

  /// Sets a picture cell: two pixels, the upper over the lower.
  public mutating func putArt(at p: Point, top: RGB, bottom: RGB) {
    guard bounds.contains(p) else { return }
    detachWide(at: p)
    cells[p.y * size.width + p.x] = Cell(narrow("▀"), role: .art, art: ArtColors(top: top, bottom: bottom))
  }

  /// Gives a cell picture colours (text drawn over a cover).
  public mutating func setArt(at p: Point, _ colors: ArtColors) {
    guard bounds.contains(p) else { return }
    cells[p.y * size.width + p.x].art = colors
  }

  /// Changes the role of every cell in `rect` (clipped), keeping the characters.
  public mutating func paint(_ rect: Rect, role: Role) {
    for i in indices(in: rect) { cells[i].role = role }
  }

  /// Fills `rect` (clipped) with one character and role.
  public mutating func fill(_ rect: Rect, with character: Character = " ", role: Role) {
    let clipped = clip(rect)
    guard !clipped.isEmpty else { return }
    // Break wide graphemes that straddle the left or right edge before overwriting.
    for y in clipped.y..<clipped.maxY {
      detachWide(at: Point(x: clipped.x, y: y))
      detachWide(at: Point(x: clipped.maxX - 1, y: y))
    }
    let shown = narrow(character)
    for i in indices(in: clipped) { cells[i] = Cell(shown, role: role) }
  }

  /// Writes sanitized text from `origin`, stopping at `maxWidth` columns (and the grid's edge).
  /// Wide graphemes that would not fit whole are left out. Returns the columns used.
  @discardableResult
  public mutating func write(_ text: String, at origin: Point, role: Role, maxWidth: Int = .max) -> Int {
    guard origin.y >= 0, origin.y < size.height else { return 0 }
    let limit = min(maxWidth, size.width - origin.x)
    var used = 0
    for original in TextWidth.sanitized(text) {
      let character = TextWidth.displayed(original, in: widths)
      let w = TextWidth.of(character, in: widths)
      if w == 0 { continue }
      if used + w > limit { break }
      let x = origin.x + used
      if x >= 0 {
        place(character, at: Point(x: x, y: origin.y), role: role)
        if w == 2 {
          let next = Point(x: x + 1, y: origin.y)
          detachWide(at: next)
          cells[next.y * size.width + next.x] = Cell(" ", role: role, isContinuation: true)
        }
      }
      used += w
    }
    return max(0, used)
  }

  /// The characters, one line per row, wide graphemes once.
  public var text: String {
    rows { cell in cell.isContinuation ? nil : String(cell.character) }
  }

  /// One role letter per cell, one line per row (see `Role`).
  public var roleMap: String {
    rows { cell in String(cell.role.rawValue) }
  }

  private func rows(_ show: (Cell) -> String?) -> String {
    var lines: [String] = []
    lines.reserveCapacity(size.height)
    for y in 0..<size.height {
      var line = ""
      for x in 0..<size.width { if let s = show(self[x, y]) { line += s } }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// `character` when it takes one cell in this terminal, else its `NarrowStandIn`.
  private func narrow(_ character: Character) -> Character {
    TextWidth.of(character, in: widths) == 1 ? character : NarrowStandIn.for(character)
  }

  private func clip(_ r: Rect) -> Rect {
    let x0 = max(0, r.x)
    let y0 = max(0, r.y)
    let x1 = min(size.width, r.maxX)
    let y1 = min(size.height, r.maxY)
    return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  private func indices(in rect: Rect) -> [Int] {
    let r = clip(rect)
    guard !r.isEmpty else { return [] }
    var result: [Int] = []
    result.reserveCapacity(r.width * r.height)
    for y in r.y..<r.maxY { for x in r.x..<r.maxX { result.append(y * size.width + x) } }
    return result
  }

  /// Turns the wide grapheme covering `p` (if any) into blanks so no half is left dangling.
  private mutating func detachWide(at p: Point) {
    guard bounds.contains(p) else { return }
    let i = p.y * size.width + p.x
    if cells[i].isContinuation {
      cells[i] = Cell(" ", role: cells[i].role)
      if p.x > 0 { cells[i - 1] = Cell(" ", role: cells[i - 1].role) }
    } else if p.x + 1 < size.width, cells[i + 1].isContinuation {
      cells[i + 1] = Cell(" ", role: cells[i + 1].role)
    }
  }
}
