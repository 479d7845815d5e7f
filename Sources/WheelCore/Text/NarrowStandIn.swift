/// One-cell ASCII stand-ins for the symbols the painters place cell by cell (`Grid.put`,
/// `Grid.fill`): box drawing, blocks, the progress marker. They are East Asian Ambiguous, so a
/// terminal set up for CJK text draws them two cells wide, and one character per cell would
/// push the rest of the row right. Those terminals get the shape in ASCII instead.
enum NarrowStandIn {
  /// The ASCII character drawn in place of `character`; `?` for one without a likeness.
  static func `for`(_ character: Character) -> Character {
    switch character {
    case "─", "━", "═": "-"
    case "│", "┃", "║": "|"
    case "╭", "╮", "╰", "╯", "┌", "┐", "└", "┘", "┼": "+"
    case "▀", "▄", " ": " "
    case "█", "▓", "▒": "#"
    case "◆", "●", "◯": "*"
    default: "?"
    }
  }
}
