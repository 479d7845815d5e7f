import WheelCore

/// A grid as text with SGR colour sequences, for `--snapshot --color` (bug reports, previews).
/// Every cell's text was sanitized when it entered the grid, so only our own escapes appear.
public enum ANSISnapshot {
  public static func render(_ grid: Grid, theme: Theme, depth: ColorDepth = .trueColor) -> String {
    var out = ""
    for y in 0..<grid.size.height {
      var last: TerminalStyle?
      for x in 0..<grid.size.width {
        let cell = grid[x, y]
        if cell.isContinuation { continue }
        let style = theme.style(for: cell, depth: depth)
        if style != last {
          out += String(decoding: SGR.transition(from: nil, to: style), as: UTF8.self)
          last = style
        }
        out.append(cell.character)
      }
      out += "\u{1B}[0m\n"
    }
    return out
  }
}
