/// The white iPod and the black iPod as palettes by role (seed 000: white in light mode,
/// black in dark mode). Each role has a 24-bit form, from which the 256-colour form is derived,
/// a hand-picked 16-colour form, and a monochrome form for NO_COLOR.
public struct Theme: Sendable, Equatable {
  public enum Name: String, Sendable, CaseIterable { case white, black }

  public let name: Name
  private let palette: [Role: Entry]

  /// One role's colours in every depth.
  struct Entry: Sendable, Equatable {
    var fg: RGB, bg: RGB
    var fg16: Int, bg16: Int
    var bold = false
    var monoReverse = false
    var monoBold = false
  }

  public static func named(_ name: Name) -> Theme { name == .white ? .white : .black }

  /// The style of one cell: its role's, or for a picture cell its own two colours.
  public func style(for cell: Cell, depth: ColorDepth) -> TerminalStyle {
    guard cell.role == .art, let art = cell.art else { return style(for: cell.role, depth: depth) }
    switch depth {
    case .trueColor:
      return TerminalStyle(foreground: .rgb(art.top.r, art.top.g, art.top.b), background: .rgb(art.bottom.r, art.bottom.g, art.bottom.b))
    case .palette256, .palette16:
      // 16-colour terminals almost all accept 256-colour indices; pictures need them.
      return TerminalStyle(foreground: .indexed(art.top.xterm256), background: .indexed(art.bottom.xterm256))
    case .monochrome:
      return TerminalStyle(foreground: .terminalDefault, background: .terminalDefault)
    }
  }

  public func style(for role: Role, depth: ColorDepth) -> TerminalStyle {
    if role == .desk {
      return TerminalStyle(foreground: .terminalDefault, background: .terminalDefault)
    }
    guard let e = palette[role] else {
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

  /// Roles shared by both iPods: the display is the same white LCD with a blue selection.
  private static func display(bezel: RGB) -> [Role: Entry] {
    [
      .bezel: Entry(fg: RGB(0x6E6E6E), bg: bezel, fg16: 8, bg16: 0, monoReverse: true),
      .row: Entry(fg: RGB(0x111111), bg: RGB(0xF7F8F8), fg16: 0, bg16: 15),
      .rowDetail: Entry(fg: RGB(0x6A6A6A), bg: RGB(0xF7F8F8), fg16: 8, bg16: 15),
      .selected: Entry(fg: RGB(0xFFFFFF), bg: RGB(0x2F6FD6), fg16: 15, bg16: 4, bold: true, monoReverse: true),
      .title: Entry(fg: RGB(0x111111), bg: RGB(0xC9CDD2), fg16: 0, bg16: 7, bold: true, monoBold: true),
      .scrollTrack: Entry(fg: RGB(0xB8BCC2), bg: RGB(0xE4E6E9), fg16: 7, bg16: 15),
      .scrollThumb: Entry(fg: RGB(0x2F6FD6), bg: RGB(0x5C8FE0), fg16: 4, bg16: 4, monoReverse: true),
      .emphasis: Entry(fg: RGB(0x000000), bg: RGB(0xF7F8F8), fg16: 0, bg16: 15, bold: true, monoBold: true),
      .barEmpty: Entry(fg: RGB(0xB8BCC2), bg: RGB(0xF7F8F8), fg16: 8, bg16: 15),
      .barFilled: Entry(fg: RGB(0x2F6FD6), bg: RGB(0xF7F8F8), fg16: 4, bg16: 15, monoBold: true),
      .overlay: Entry(fg: RGB(0xFFFFFF), bg: RGB(0x3A3F47), fg16: 15, bg16: 8, bold: true, monoReverse: true),
      .notice: Entry(fg: RGB(0x9A1B1B), bg: RGB(0xF7F8F8), fg16: 1, bg16: 15, bold: true, monoBold: true),
    ]
  }

  public static let white = Theme(
    name: .white,
    palette: display(bezel: RGB(0x2B2B2B)).merging([
      .shell: Entry(fg: RGB(0x9DA1A6), bg: RGB(0xF4F4F2), fg16: 8, bg16: 15),
      .wheel: Entry(fg: RGB(0x9DA1A6), bg: RGB(0xD9DBDE), fg16: 8, bg16: 7, monoReverse: true),
      .wheelRim: Entry(fg: RGB(0xD9DBDE), bg: RGB(0xF4F4F2), fg16: 7, bg16: 15),
      .centerRim: Entry(fg: RGB(0xF4F4F2), bg: RGB(0xD9DBDE), fg16: 15, bg16: 7, monoReverse: true),
      .wheelLabel: Entry(fg: RGB(0x8A8E94), bg: RGB(0xD9DBDE), fg16: 8, bg16: 7, bold: true, monoReverse: true),
      .center: Entry(fg: RGB(0xD9DBDE), bg: RGB(0xF4F4F2), fg16: 7, bg16: 15),
    ]) { $1 })

  public static let black = Theme(
    name: .black,
    palette: display(bezel: RGB(0x0C0C0C)).merging([
      .shell: Entry(fg: RGB(0x4A4A4A), bg: RGB(0x1B1B1C), fg16: 8, bg16: 0),
      .wheel: Entry(fg: RGB(0x4A4A4A), bg: RGB(0x343436), fg16: 8, bg16: 8, monoReverse: true),
      .wheelRim: Entry(fg: RGB(0x343436), bg: RGB(0x1B1B1C), fg16: 8, bg16: 0),
      .centerRim: Entry(fg: RGB(0x1B1B1C), bg: RGB(0x343436), fg16: 0, bg16: 8, monoReverse: true),
      .wheelLabel: Entry(fg: RGB(0xC4C4C6), bg: RGB(0x343436), fg16: 7, bg16: 8, bold: true, monoReverse: true),
      .center: Entry(fg: RGB(0x343436), bg: RGB(0x1B1B1C), fg16: 8, bg16: 0),
    ]) { $1 })
}
