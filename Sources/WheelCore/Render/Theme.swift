/// The white iPod and the black iPod as palettes by role (seed 000: white in light mode,
/// black in dark mode). Text is at least 4.5:1 against its background and the parts 3:1
/// against what they meet (WCAG 2, `ThemeContrastTests`): the wheel keeps the case's family of
/// greys, as on the iPod, and an outline at its edges sets it apart. Each role has 24-bit colours, hand-picked basic colours for 16-colour
/// terminals and a hint for monochrome ones; which form a terminal gets is TerminalUI's choice.
public struct Theme: Sendable, Equatable {
  public enum Name: String, Sendable, CaseIterable { case white, black }

  public let name: Name
  private let palette: [Role: RoleColors]

  /// One role's colours in every form a terminal may need.
  public struct RoleColors: Sendable, Equatable {
    public var fg: RGB, bg: RGB
    /// Indices into the 16 basic colours.
    public var fg16: Int, bg16: Int
    public var bold = false
    /// Without colour: reverse video (the selection, the ring) and bold.
    public var monoReverse = false
    public var monoBold = false
  }

  public static func named(_ name: Name) -> Theme { name == .white ? .white : .black }

  /// The role's colours (nil for `.desk` and `.art`: the terminal's own, a picture's own).
  public func colors(for role: Role) -> RoleColors? { palette[role] }

  /// Roles shared by both iPods: the display is the same white LCD with a blue selection.
  private static func display(bezel: RGB) -> [Role: RoleColors] {
    [
      .bezel: RoleColors(fg: RGB(0x7A7A7A), bg: bezel, fg16: 8, bg16: 0, monoReverse: true),
      .row: RoleColors(fg: RGB(0x111111), bg: RGB(0xF7F8F8), fg16: 0, bg16: 15),
      .rowDetail: RoleColors(fg: RGB(0x6A6A6A), bg: RGB(0xF7F8F8), fg16: 8, bg16: 15),
      .selected: RoleColors(fg: RGB(0xFFFFFF), bg: RGB(0x2F6FD6), fg16: 15, bg16: 4, bold: true, monoReverse: true),
      .title: RoleColors(fg: RGB(0x111111), bg: RGB(0xC9CDD2), fg16: 0, bg16: 7, bold: true, monoBold: true),
      .scrollTrack: RoleColors(fg: RGB(0xB8BCC2), bg: RGB(0xE4E6E9), fg16: 7, bg16: 15),
      .scrollThumb: RoleColors(fg: RGB(0x2F6FD6), bg: RGB(0x3570D4), fg16: 4, bg16: 4, monoReverse: true),
      .emphasis: RoleColors(fg: RGB(0x000000), bg: RGB(0xF7F8F8), fg16: 0, bg16: 15, bold: true, monoBold: true),
      .barEmpty: RoleColors(fg: RGB(0xCDD0D4), bg: RGB(0xF7F8F8), fg16: 8, bg16: 15),
      .barFilled: RoleColors(fg: RGB(0x2F6FD6), bg: RGB(0xF7F8F8), fg16: 4, bg16: 15, monoBold: true),
      .overlay: RoleColors(fg: RGB(0xFFFFFF), bg: RGB(0x3A3F47), fg16: 15, bg16: 8, bold: true, monoReverse: true),
      .notice: RoleColors(fg: RGB(0x9A1B1B), bg: RGB(0xF7F8F8), fg16: 1, bg16: 15, bold: true, monoBold: true),
      .cardRed: RoleColors(fg: RGB(0xC0262D), bg: RGB(0xF7F8F8), fg16: 1, bg16: 15),
      .unplayed: RoleColors(fg: RGB(0x2F6FD6), bg: RGB(0xF7F8F8), fg16: 4, bg16: 15, bold: true, monoBold: true),
    ]
  }

  public static let white = Theme(
    name: .white,
    palette: display(bezel: RGB(0x2B2B2B)).merging([
      .shell: RoleColors(fg: RGB(0x83878D), bg: RGB(0xF4F4F2), fg16: 8, bg16: 15),
      .bezelCorner: RoleColors(fg: RGB(0x2B2B2B), bg: RGB(0xF4F4F2), fg16: 0, bg16: 15),
      .wheel: RoleColors(fg: RGB(0x9DA1A6), bg: RGB(0xD9DBDE), fg16: 8, bg16: 7, monoReverse: true),
      .wheelRim: RoleColors(fg: RGB(0x83878D), bg: RGB(0xF4F4F2), fg16: 8, bg16: 15),
      .wheelEdge: RoleColors(fg: RGB(0x83878D), bg: RGB(0xD9DBDE), fg16: 8, bg16: 7, monoReverse: true),
      .wheelLabel: RoleColors(fg: RGB(0x55595F), bg: RGB(0xD9DBDE), fg16: 8, bg16: 7, bold: true, monoReverse: true),
      .center: RoleColors(fg: RGB(0xD9DBDE), bg: RGB(0xF4F4F2), fg16: 7, bg16: 15),
    ]) { $1 })

  public static let black = Theme(
    name: .black,
    palette: display(bezel: RGB(0x0C0C0C)).merging([
      .shell: RoleColors(fg: RGB(0x707074), bg: RGB(0x1B1B1C), fg16: 8, bg16: 0),
      .bezelCorner: RoleColors(fg: RGB(0x0C0C0C), bg: RGB(0x1B1B1C), fg16: 0, bg16: 0),
      .wheel: RoleColors(fg: RGB(0x4A4A4A), bg: RGB(0x343436), fg16: 8, bg16: 8, monoReverse: true),
      .wheelRim: RoleColors(fg: RGB(0x707074), bg: RGB(0x1B1B1C), fg16: 7, bg16: 0),
      .wheelEdge: RoleColors(fg: RGB(0x707074), bg: RGB(0x343436), fg16: 7, bg16: 8, monoReverse: true),
      .wheelLabel: RoleColors(fg: RGB(0xC4C4C6), bg: RGB(0x343436), fg16: 7, bg16: 8, bold: true, monoReverse: true),
      .center: RoleColors(fg: RGB(0x343436), bg: RGB(0x1B1B1C), fg16: 8, bg16: 0),
    ]) { $1 })
}
