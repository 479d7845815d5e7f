/// How many terminal cells text occupies, decided by Unicode data alone, never by the locale.
///
/// Rows are laid out cell by cell, so a title that the terminal draws wider than we counted
/// pushes the scroll bar and the case out of line. The rules follow what modern terminals do:
/// - **Wide (2):** East Asian Wide and Fullwidth characters (`WideRanges`), and emoji shown as
///   pictures: a scalar with Emoji_Presentation, an emoji followed by U+FE0F, an emoji with a
///   skin-tone modifier, a ZWJ sequence, a regional-indicator flag.
/// - **Zero (0):** a cluster that starts with a combining mark (Mn, Me), a format character (Cf:
///   a lone ZWJ, a soft hyphen, a BOM) or a control character (Cc; `sanitized` removes those).
/// - **Narrow (1):** everything else, including East Asian *Ambiguous* characters such as
///   `◯ ● … ▶`: the ASCII glyph set serves the terminals that draw those wide. So do ⏮ ⏭ ⏸,
///   which are emoji only with U+FE0F (text presentation is their default).
///
/// A grapheme cluster (a Swift `Character`) is one glyph: its width comes from its first scalar
/// plus the emoji rules, so `e` + U+0301 is 1 and a ZWJ family is one picture of width 2.
public enum TextWidth {
  /// The cells `character` occupies: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    let properties = first.properties
    switch properties.generalCategory {
    case .control, .format, .nonspacingMark, .enclosingMark: return 0
    default: break
    }
    if isEmojiPicture(scalars, first: first) { return 2 }
    if properties.isEmoji && scalars.contains(textPresentation) { return 1 }
    if properties.isEmojiPresentation || WideRanges.contains(first.value) { return 2 }
    return 1
  }

  /// The cells `string` occupies: the sum over its characters.
  public static func of(_ string: String) -> Int {
    var total = 0
    for character in string { total += of(character) }
    return total
  }

  /// U+FE0F asks for the emoji (picture) form of the scalar before it.
  static let emojiPresentation: Unicode.Scalar = "\u{FE0F}"
  /// U+FE0E asks for the text form, which terminals draw narrow.
  static let textPresentation: Unicode.Scalar = "\u{FE0E}"
  static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"

  /// Whether a cluster whose base is not a picture by default is drawn as one anyway.
  /// Digits, `#` and `*` count as emoji in Unicode (keycaps), so a plain emoji base alone never
  /// makes a cluster wide; only what follows it does.
  private static func isEmojiPicture(
    _ scalars: Character.UnicodeScalarView, first: Unicode.Scalar
  ) -> Bool {
    if (0x1F1E6...0x1F1FF).contains(first.value) { return true }  // Regional indicators, flags.
    guard first.properties.isEmoji, scalars.count > 1 else { return false }
    return scalars.contains(emojiPresentation)
      || scalars.contains(zeroWidthJoiner)
      || (first.properties.isEmojiModifierBase
        && scalars.dropFirst().contains { $0.properties.isEmojiModifier })
  }
}
