/// Large digits and capital letters (the clock, stopwatch and timer; the index letter shown
/// while the wheel spins through a long list): a 3x5 pixel font drawn with half blocks, so each
/// glyph is 3 cells wide and 3 rows tall.
enum BigGlyphs {
  /// Rows of pixels per glyph, "#" = lit.
  static let font: [Character: [String]] = [
    "0": ["###", "# #", "# #", "# #", "###"], "1": [" # ", "## ", " # ", " # ", "###"],
    "2": ["###", "  #", "###", "#  ", "###"], "3": ["###", "  #", " ##", "  #", "###"],
    "4": ["# #", "# #", "###", "  #", "  #"], "5": ["###", "#  ", "###", "  #", "###"],
    "6": ["###", "#  ", "###", "# #", "###"], "7": ["###", "  #", "  #", " # ", " # "],
    "8": ["###", "# #", "###", "# #", "###"], "9": ["###", "# #", "###", "  #", "###"],
    ":": ["   ", " # ", "   ", " # ", "   "], ".": ["   ", "   ", "   ", "   ", " # "],
    "A": [" # ", "# #", "###", "# #", "# #"], "B": ["## ", "# #", "## ", "# #", "## "],
    "C": [" ##", "#  ", "#  ", "#  ", " ##"], "D": ["## ", "# #", "# #", "# #", "## "],
    "E": ["###", "#  ", "## ", "#  ", "###"], "F": ["###", "#  ", "## ", "#  ", "#  "],
    "G": [" ##", "#  ", "# #", "# #", " ##"], "H": ["# #", "# #", "###", "# #", "# #"],
    "I": ["###", " # ", " # ", " # ", "###"], "J": ["  #", "  #", "  #", "# #", " # "],
    "K": ["# #", "# #", "## ", "# #", "# #"], "L": ["#  ", "#  ", "#  ", "#  ", "###"],
    "M": ["# #", "###", "###", "# #", "# #"], "N": ["## ", "# #", "# #", "# #", "# #"],
    "O": [" # ", "# #", "# #", "# #", " # "], "P": ["## ", "# #", "## ", "#  ", "#  "],
    "Q": [" # ", "# #", "# #", "## ", " ##"], "R": ["## ", "# #", "## ", "# #", "# #"],
    "S": [" ##", "#  ", " # ", "  #", "## "], "T": ["###", " # ", " # ", " # ", " # "],
    "U": ["# #", "# #", "# #", "# #", "###"], "V": ["# #", "# #", "# #", "# #", " # "],
    "W": ["# #", "# #", "###", "###", "# #"], "X": ["# #", "# #", " # ", "# #", "# #"],
    "Y": ["# #", "# #", " # ", " # ", " # "], "Z": ["###", "  #", " # ", "#  ", "###"],
    "#": ["# #", "###", "# #", "###", "# #"],
  ]

  static let rows = 3

  static func width(of text: String) -> Int { text.count * 4 - 1 }

  /// Draws `text` with its top-left cell at `origin`; characters without a glyph are skipped.
  static func draw(_ text: String, at origin: Point, role: Role, into grid: inout Grid) {
    var x = origin.x
    for c in text {
      if let glyph = font[c] {
        for cellRow in 0..<rows {
          for col in 0..<3 {
            let top = lit(glyph, 2 * cellRow, col)
            let bottom = lit(glyph, 2 * cellRow + 1, col)
            let ch: Character = top && bottom ? "█" : top ? "▀" : bottom ? "▄" : " "
            grid.put(ch, at: Point(x: x + col, y: origin.y + cellRow), role: role)
          }
        }
      }
      x += 4
    }
  }

  private static func lit(_ glyph: [String], _ row: Int, _ col: Int) -> Bool {
    guard row < glyph.count else { return false }
    let line = Array(glyph[row])
    return col < line.count && line[col] == "#"
  }
}
