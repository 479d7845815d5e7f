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
///
/// Where terminals disagree (`WidthClass`: emoji newer than the terminal's tables, Ambiguous
/// characters in a CJK terminal, ⏮ ⏭, flags) the terminal's measured `WidthProfile` decides;
/// every function takes one, and `.standard` (the table alone) when none is given.
public enum TextWidth {
  /// The cells `character` occupies in a terminal measured as `profile`: 0, 1 or 2.
  public static func of(_ character: Character, in profile: WidthProfile = .standard) -> Int {
    // Printable ASCII, most of what is drawn, is one cell everywhere: no Unicode tables.
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    let shown = displayed(character, in: profile)
    if let widthClass = WidthClass.of(shown), let cells = profile.cells(for: widthClass) { return cells }
    return tableWidth(shown)
  }

  /// `character` in the form it is drawn in (see `EmojiForm`), or its stand-in where the
  /// terminal cannot draw its class (see `WidthProfile`); `Grid.write` draws this.
  public static func displayed(_ character: Character, in profile: WidthProfile = .standard) -> Character {
    if character.isASCII { return character }
    let shown = EmojiForm.displayed(character)
    guard let widthClass = WidthClass.of(shown), profile.cells(for: widthClass) == nil else { return shown }
    return profile.standIn(for: widthClass)
  }

  /// The cells `string` occupies: the sum over its characters.
  public static func of(_ string: String, in profile: WidthProfile = .standard) -> Int {
    var total = 0
    for character in string { total += of(character, in: profile) }
    return total
  }

  /// The width by Unicode data alone, for a character already in its drawn form.
  private static func tableWidth(_ shown: Character) -> Int {
    guard let first = shown.unicodeScalars.first else { return 0 }
    let properties = first.properties
    switch properties.generalCategory {
    case .control, .format, .nonspacingMark, .enclosingMark: return 0
    default: break
    }
    if (WidthClass.mayPresentAsEmoji(first.value) && properties.isEmojiPresentation) || WideRanges.contains(first.value)
    {
      return 2
    }
    return 1
  }
}
