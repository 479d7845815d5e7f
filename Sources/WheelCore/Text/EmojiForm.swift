/// Emoji sequences redrawn in the form every terminal advances over alike.
///
/// Terminals disagree on sequences: a ZWJ family 👩‍👩‍👧 is one 2-cell picture in kitty and
/// tmux but three (6 cells) in xterm; 👍🏽 is 2 cells or 4; ❤️ (a text-style heart asking for
/// emoji style) is 1 cell or 2. A row counted one way and drawn the other drifts: the display's
/// border moves and fragments of titles stay behind. Their parts, however, are measured alike
/// everywhere (the base emoji's East Asian Width), so a sequence is drawn as its base:
/// - a ZWJ sequence as its first emoji (👩‍👩‍👧 → 👩, 🏳️‍🌈 → 🏳);
/// - without skin-tone modifiers, variation selectors, keycap enclosures and tag characters
///   (👍🏽 → 👍, ❤️ → ❤, 1️⃣ → 1, the Scotland flag → 🏴);
/// - a lone regional indicator (half a flag: 1 cell or 2) as the capital letter it stands for.
/// Flags (pairs of regional indicators) and combining accents (e + U+0301) stay as they are:
/// terminals agree on those.
enum EmojiForm {
  static let zeroWidthJoiner: UInt32 = 0x200D
  static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

  /// `character` as it is drawn; unchanged unless it is one of the sequences above.
  static func displayed(_ character: Character) -> Character {
    let scalars = character.unicodeScalars
    guard scalars.count > 1 else {
      if let only = scalars.first, regionalIndicators.contains(only.value) {
        return Character(Unicode.Scalar(only.value - regionalIndicators.lowerBound + 0x41)!)
      }
      return character
    }
    guard scalars.contains(where: isDecoration) else { return character }
    var kept = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if scalar.value == zeroWidthJoiner { break }
      if index > 0, isDecoration(scalar) { continue }
      kept.append(scalar)
    }
    let shown = String(kept)
    return shown.count == 1 ? Character(shown) : character
  }

  /// What is dropped after a base: ZWJ (and what it joins), VS15/VS16, skin tones, the keycap
  /// enclosure, tag characters.
  private static func isDecoration(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case zeroWidthJoiner, 0xFE0E, 0xFE0F, 0x1F3FB...0x1F3FF, 0x20E3, 0xE0020...0xE007F: true
    default: false
    }
  }
}
