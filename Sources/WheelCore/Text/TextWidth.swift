/// How many terminal cells text occupies, decided by Unicode data alone, never by the locale.
///
/// Rows are laid out cell by cell, so a title that the terminal draws wider than we counted
/// pushes the scroll bar and the case out of line. A glyph is measured in the form it is drawn
/// in (`EmojiForm`: emoji sequences that terminals disagree on are drawn as their base emoji),
/// and that form's first scalar decides, as terminals decide:
/// - **Wide (2):** East Asian Wide and Fullwidth characters (`WideRanges`), scalars with
///   Emoji_Presentation (😀, ⌚, 🧑), and flags (pairs of regional indicators).
/// - **Zero (0):** a cluster that starts with a combining mark (Mn, Me), a format character (Cf:
///   a lone ZWJ, a soft hyphen, a BOM) or a control character (Cc; `sanitized` removes those).
/// - **Narrow (1):** everything else, including East Asian *Ambiguous* characters such as
///   `◯ ● … ▶` (the ASCII glyph set serves the terminals that draw those wide) and text-style
///   emoji such as ❤ ⏸ ✈, which lose their U+FE0F when drawn.
public enum TextWidth {
  /// The cells `character` occupies: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    guard let first = EmojiForm.displayed(character).unicodeScalars.first else { return 0 }
    let properties = first.properties
    switch properties.generalCategory {
    case .control, .format, .nonspacingMark, .enclosingMark: return 0
    default: break
    }
    if properties.isEmojiPresentation || WideRanges.contains(first.value) { return 2 }
    return 1
  }

  /// `character` in the form it is drawn in (see `EmojiForm`); `Grid.write` draws this.
  public static func displayed(_ character: Character) -> Character { EmojiForm.displayed(character) }

  /// The cells `string` occupies: the sum over its characters.
  public static func of(_ string: String) -> Int {
    var total = 0
    for character in string { total += of(character) }
    return total
  }
}
