/// A kind of character that terminals advance over by different amounts, so its width is
/// measured at start rather than taken from the core's table (`WidthProfile`).
///
/// Each terminal (or the C library under it: tmux asks `wcwidth`) knows emoji up to some
/// Unicode version and gives newer ones 0 or 1 cells; glibc 2.36 stops at Unicode 14, so tmux
/// on Debian 12 advances 0 cells over 🫨 while the core counts 2. East Asian Ambiguous
/// characters (◯ ● │ and Greek) are 2 cells in terminals set up for CJK text; the media symbols
/// ⏮ ⏭ ⏸ are 2 in some; flags are 1, 2 or 4. One probe character per class stands for all of
/// its members.
public enum WidthClass: String, CaseIterable, Hashable, Sendable {
  /// Emoji-presentation characters from Unicode 11 or earlier (😀), which the core counts 2.
  case emoji
  case emoji12, emoji13, emoji14, emoji15
  /// Unicode 16 and anything newer the core knows of.
  case emoji16
  /// East Asian Ambiguous: `AmbiguousRanges`.
  case ambiguous
  /// The text-style media symbols U+23E9–23FA (⏮ ⏭ ⏯ ⏸ ⏹ ⏺).
  case mediaControl
  /// A pair of regional indicators (🇯🇵).
  case flag

  /// The character whose advance is measured for the whole class.
  public var probe: Character {
    switch self {
    case .emoji: "\u{1F600}"  // 😀 Unicode 6.1
    case .emoji12: "\u{1F971}"  // 🥱
    case .emoji13: "\u{1F972}"  // 🥲
    case .emoji14: "\u{1FAE0}"  // 🫠
    case .emoji15: "\u{1FAE8}"  // 🫨
    case .emoji16: "\u{1FAE9}"  // 🫩
    case .ambiguous: "\u{25EF}"  // ◯
    case .mediaControl: "\u{23EE}"  // ⏮
    case .flag: "\u{1F1EF}\u{1F1F5}"  // 🇯🇵
    }
  }

  /// The cells the core's own table gives the class (`TextWidth`'s rules).
  public var tableWidth: Int {
    switch self {
    case .ambiguous, .mediaControl: 1
    default: 2
    }
  }

  static let mediaControls: ClosedRange<UInt32> = 0x23E9...0x23FA

  /// False where Unicode has no emoji-presentation character: below U+231A (⌚, the first) and
  /// in U+2500–25FC (box drawing, blocks, most geometric shapes: the iPod's case and wheel, drawn
  /// thousands of times a frame). Asking the Unicode tables costs more than the rest of a width.
  static func mayPresentAsEmoji(_ value: UInt32) -> Bool {
    value >= 0x231A && !(0x2500...0x25FC).contains(value)
  }

  /// The class of `character` as drawn (after `EmojiForm`), or nil when terminals agree on it.
  public static func of(_ character: Character) -> WidthClass? {
    let scalars = character.unicodeScalars
    // Below U+00A1 (ASCII, Latin-1 controls) every terminal agrees; most text ends here.
    guard let first = scalars.first, first.value >= 0xA1 else { return nil }
    let properties = first.properties
    if scalars.count == 2, scalars.allSatisfy({ EmojiForm.regionalIndicators.contains($0.value) }) { return .flag }
    if mayPresentAsEmoji(first.value), properties.isEmojiPresentation {
      switch properties.age?.major ?? 0 {
      case ...11: return .emoji
      case 12: return .emoji12
      case 13: return .emoji13
      case 14: return .emoji14
      case 15: return .emoji15
      default: return .emoji16
      }
    }
    if mediaControls.contains(first.value) { return .mediaControl }
    if AmbiguousRanges.contains(first.value) { return .ambiguous }
    return nil
  }
}
