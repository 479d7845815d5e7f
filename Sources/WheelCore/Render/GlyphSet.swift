/// The symbols the iPod draws. ⏮ and ⏭ (U+23EE/U+23ED) have emoji presentation in many fonts
/// (xterm with DejaVu Sans Mono and Noto Color Emoji leaves ⏮ blank and clips ⏭), so the skip
/// labels are built from ◀ ▶ and ❚, which every monospace font has, as ▶❚❚ is. Some terminals
/// still draw ▶ two cells wide, so an ASCII set stands in with `--ascii`.
public struct GlyphSet: Sendable {
  public var menu: String
  public var previous: String
  public var next: String
  public var playPause: String
  public var playing: String
  public var paused: String
  public var disclosure: String
  public var check: String
  /// A rating's stars: given, and the rest of the five.
  public var star: String
  public var noStar: String
  /// Beside a day of the month grid that has events.
  public var dayMark: String
  /// The dot before a podcast episode not heard yet.
  public var unplayed: String
  public var caseCorners: (topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character)
  public var caseHorizontal: Character
  public var caseVertical: Character
  /// Block glyphs by which quarters of the cell are filled: bit 0 upper left, 1 upper right,
  /// 2 lower left, 3 lower right (so 3 is ▀, 12 is ▄, 5 is ▌). The wheel's edges use them
  /// for twice the columns that half blocks give.
  public var quadrants: [Character]

  public static let unicode = GlyphSet(
    menu: "MENU", previous: "❚◀◀", next: "▶▶❚", playPause: "▶❚❚", playing: "▶", paused: "❚❚",
    disclosure: ">", check: "✓", star: "★", noStar: "•", dayMark: "•", unplayed: "•", caseCorners: ("╭", "╮", "╰", "╯"),
    caseHorizontal: "─",
    caseVertical: "│", quadrants: Array(" ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█"))

  public static let ascii = GlyphSet(
    menu: "MENU", previous: "|<<", next: ">>|", playPause: ">||", playing: ">", paused: "||",
    disclosure: ">", check: "*", star: "*", noStar: ".", dayMark: "*", unplayed: "*", caseCorners: ("+", "+", "+", "+"),
    caseHorizontal: "-",
    caseVertical: "|", quadrants: Array(repeating: " ", count: 16))
}
