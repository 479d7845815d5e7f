import WheelCore

/// A theme's colours in the form this terminal can show: 24-bit, the nearest of xterm's 256,
/// the hand-picked basic 16, or attributes only (NO_COLOR, a monochrome terminal).
extension Theme {
  /// The style of one cell: its role's, or for a picture cell its own two colours.
  func style(for cell: Cell, depth: ColorDepth) -> TerminalStyle {
    guard cell.role == .art, let art = cell.art else { return style(for: cell.role, depth: depth) }
    switch depth {
    case .trueColor:
      return TerminalStyle(
        foreground: .rgb(art.top.r, art.top.g, art.top.b), background: .rgb(art.bottom.r, art.bottom.g, art.bottom.b))
    case .palette256, .palette16:
      // 16-colour terminals almost all accept 256-colour indices; pictures need them.
      return TerminalStyle(foreground: .indexed(art.top.xterm256), background: .indexed(art.bottom.xterm256))
    case .monochrome:
      return TerminalStyle(foreground: .terminalDefault, background: .terminalDefault)
    }
  }

  func style(for role: Role, depth: ColorDepth) -> TerminalStyle {
    if role == .desk {
      return TerminalStyle(foreground: .terminalDefault, background: .terminalDefault)
    }
    guard let e = colors(for: role) else {
      return TerminalStyle(foreground: .terminalDefault, background: .terminalDefault)
    }
    switch depth {
    case .trueColor:
      return TerminalStyle(
        foreground: .rgb(e.fg.r, e.fg.g, e.fg.b), background: .rgb(e.bg.r, e.bg.g, e.bg.b), bold: e.bold)
    case .palette256:
      return TerminalStyle(foreground: .indexed(e.fg.xterm256), background: .indexed(e.bg.xterm256), bold: e.bold)
    case .palette16:
      return TerminalStyle(foreground: .indexed(e.fg16), background: .indexed(e.bg16), bold: e.bold)
    case .monochrome:
      return TerminalStyle(
        foreground: .terminalDefault, background: .terminalDefault, bold: e.monoBold || e.bold,
        reverse: e.monoReverse)
    }
  }
}
