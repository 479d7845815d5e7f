/// The East Asian Wide (W) and Fullwidth (F) code points outside the emoji blocks, as sorted,
/// non-overlapping closed ranges, written from Unicode's EastAsianWidth data.
///
/// Ranges are merged where the gaps between them are unassigned, so a character added there by
/// a later Unicode version is already wide, as it will most likely be. The pictographic blocks
/// (U+1F300–1F64F, U+1F680–1F6FF, U+1F900–1F9FF, U+1FA70–1FAFF and the emoji scattered through
/// U+2300–2BFF) are left to the scalar property Emoji_Presentation instead: EastAsianWidth marks
/// exactly those emoji wide, and a range would wrongly widen the text-style ones among them such
/// as 🌡 U+1F321 or ⏸ U+23F8, which terminals draw narrow unless U+FE0F follows.
enum WideRanges {
  static let ranges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants (they combine into one wide syllable).
    0x2329...0x232A,  // Left and right-pointing angle brackets.
    0x2E80...0x303E,  // CJK radicals, Kangxi radicals, ideographic description, CJK punctuation.
    // U+303F (ideographic half fill space) is narrow.
    0x3041...0x3247,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, ...
    // U+3248–324F (circled numbers on black squares) are Ambiguous, so narrow.
    0x3250...0x4DBF,  // Enclosed CJK, CJK compatibility, CJK Extension A.
    // U+4DC0–4DFF (Yijing hexagram symbols) are narrow.
    0x4E00...0xA4CF,  // CJK Unified Ideographs, Yi syllables and radicals.
    0xA960...0xA97F,  // Hangul Jamo Extended-A.
    0xAC00...0xD7A3,  // Hangul syllables.
    0xF900...0xFAFF,  // CJK compatibility ideographs.
    0xFE10...0xFE19,  // Vertical forms.
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants.
    0xFF00...0xFF60,  // Fullwidth ASCII variants and fullwidth brackets.
    0xFFE0...0xFFE6,  // Fullwidth signs (cent, pound, yen, won).
    0x16FE0...0x16FE4,  // Ideographic symbols and punctuation.
    0x16FF0...0x16FF1,
    0x17000...0x18CFF,  // Tangut, Tangut components, Khitan small script.
    0x18D00...0x18D08,  // Tangut supplement.
    0x1AFF0...0x1B2FF,  // Kana extended and supplement, small kana, Nushu.
    0x1F200...0x1F202,  // Enclosed ideographic supplement.
    0x1F210...0x1F23B,
    0x1F240...0x1F248,
    0x1F250...0x1F251,
    0x1F260...0x1F265,
    0x20000...0x2FFFD,  // CJK Extensions B–F and compatibility supplement (plane 2).
    0x30000...0x3FFFD,  // CJK Extensions G and H (plane 3).
  ]

  /// Whether `value` is Wide or Fullwidth.
  static func contains(_ value: UInt32) -> Bool { RangeTable.contains(value, in: ranges) }
}
