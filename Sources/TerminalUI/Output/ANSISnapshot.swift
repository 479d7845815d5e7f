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
        let style = theme.style(for: cell.role, depth: depth)
        if style != last {
          out += sgr(style)
          last = style
        }
        out.append(cell.character)
      }
      out += "\u{1B}[0m\n"
    }
    return out
  }

  static func sgr(_ style: TerminalStyle) -> String {
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.reverse { codes.append("7") }
    codes.append(color(style.foreground, foreground: true))
    codes.append(color(style.background, foreground: false))
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  private static func color(_ c: TerminalColor, foreground: Bool) -> String {
    switch c {
    case .terminalDefault: return foreground ? "39" : "49"
    case .indexed(let n) where n < 8: return String((foreground ? 30 : 40) + n)
    case .indexed(let n) where n < 16: return String((foreground ? 90 : 100) + n - 8)
    case .indexed(let n): return (foreground ? "38;5;" : "48;5;") + String(n)
    case .rgb(let r, let g, let b): return (foreground ? "38;2;" : "48;2;") + "\(r);\(g);\(b)"
    }
  }
}
