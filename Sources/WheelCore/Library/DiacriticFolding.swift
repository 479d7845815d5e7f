/// Case and accent folding for sort keys, without Foundation: the core stays pure, and the
/// Latin letters that music tags actually carry (Latin-1 and Latin Extended-A) are covered by
/// a table; combining marks (as in decomposed, NFD file names) are dropped.
enum DiacriticFolding {
  /// Appends the folded UTF-8 of `scalar` to `out`.
  static func appendFolded(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
    let v = scalar.value
    if v < 0x80 {
      let byte = UInt8(v)
      out.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
      return
    }
    if v >= 0x300 && v <= 0x36F { return }  // combining diacritical marks
    if v >= 0xC0 && v <= 0x17F, let base = latin[Int(v - 0xC0)] {
      out.append(contentsOf: base.utf8)
      return
    }
    for lower in scalar.properties.lowercaseMapping.unicodeScalars {
      out.append(contentsOf: String(lower).utf8)
    }
  }

  /// Base letters for U+00C0...U+017F; nil keeps the character (× and ÷).
  static let latin: [String?] = {
    var table = [String?](repeating: nil, count: 0x180 - 0xC0)
    let ranges: [(UInt32, UInt32, String)] = [
      (0xC0, 0xC5, "a"), (0xC6, 0xC6, "ae"), (0xC7, 0xC7, "c"), (0xC8, 0xCB, "e"),
      (0xCC, 0xCF, "i"), (0xD0, 0xD0, "d"), (0xD1, 0xD1, "n"), (0xD2, 0xD6, "o"),
      (0xD8, 0xD8, "o"), (0xD9, 0xDC, "u"), (0xDD, 0xDD, "y"), (0xDE, 0xDE, "th"),
      (0xDF, 0xDF, "ss"), (0xE0, 0xE5, "a"), (0xE6, 0xE6, "ae"), (0xE7, 0xE7, "c"),
      (0xE8, 0xEB, "e"), (0xEC, 0xEF, "i"), (0xF0, 0xF0, "d"), (0xF1, 0xF1, "n"),
      (0xF2, 0xF6, "o"), (0xF8, 0xF8, "o"), (0xF9, 0xFC, "u"), (0xFD, 0xFD, "y"),
      (0xFE, 0xFE, "th"), (0xFF, 0xFF, "y"),
      (0x100, 0x105, "a"), (0x106, 0x10D, "c"), (0x10E, 0x111, "d"), (0x112, 0x11B, "e"),
      (0x11C, 0x123, "g"), (0x124, 0x127, "h"), (0x128, 0x131, "i"), (0x132, 0x133, "ij"),
      (0x134, 0x135, "j"), (0x136, 0x138, "k"), (0x139, 0x142, "l"), (0x143, 0x14B, "n"),
      (0x14C, 0x151, "o"), (0x152, 0x153, "oe"), (0x154, 0x159, "r"), (0x15A, 0x161, "s"),
      (0x162, 0x167, "t"), (0x168, 0x173, "u"), (0x174, 0x175, "w"), (0x176, 0x178, "y"),
      (0x179, 0x17E, "z"), (0x17F, 0x17F, "s"),
    ]
    for (low, high, base) in ranges {
      for v in low...high { table[Int(v - 0xC0)] = base }
    }
    return table
  }()
}
