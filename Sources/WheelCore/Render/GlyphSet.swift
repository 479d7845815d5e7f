/// The symbols the iPod draws. Some terminals draw ⏮ ⏭ ▶ two cells wide or not at all,
/// so an ASCII set stands in with `--ascii`.
public struct GlyphSet: Sendable {
  public var menu: String
  public var previous: String
  public var next: String
  public var playPause: String
  public var playing: String
  public var paused: String
  public var disclosure: String
  public var check: String
  public var caseCorners: (topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character)
  public var caseHorizontal: Character
  public var caseVertical: Character
  public var upperHalf: Character
  public var lowerHalf: Character

  public static let unicode = GlyphSet(
    menu: "MENU", previous: "⏮", next: "⏭", playPause: "▶❚❚", playing: "▶", paused: "❚❚",
    disclosure: ">", check: "✓", caseCorners: ("╭", "╮", "╰", "╯"), caseHorizontal: "─",
    caseVertical: "│", upperHalf: "▀", lowerHalf: "▄")

  public static let ascii = GlyphSet(
    menu: "MENU", previous: "|<<", next: ">>|", playPause: ">||", playing: ">", paused: "||",
    disclosure: ">", check: "*", caseCorners: ("+", "+", "+", "+"), caseHorizontal: "-",
    caseVertical: "|", upperHalf: " ", lowerHalf: " ")
}
