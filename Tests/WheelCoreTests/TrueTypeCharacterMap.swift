import Foundation

/// The characters a TrueType font has glyphs for, read from its `cmap` table (format 4, the
/// Basic Multilingual Plane, and format 12, all planes): enough to ask whether a terminal font
/// can draw what the program draws.
struct TrueTypeCharacterMap {
  private let bytes: [UInt8]
  /// Format 12 groups (first, last) when the font has them, else nil.
  private var groups: [ClosedRange<UInt32>]?
  /// The format 4 subtable's offset.
  private var format4: Int?

  init?(path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    bytes = [UInt8](data)
    guard let cmap = table("cmap") else { return nil }
    let count = u16(cmap + 2)
    for i in 0..<count {
      let record = cmap + 4 + i * 8
      let platform = u16(record)
      let encoding = u16(record + 2)
      let subtable = cmap + Int(u32(record + 4))
      switch (platform, encoding, u16(subtable)) {
      case (3, 10, 12), (0, 4, 12), (0, 6, 12):
        let n = Int(u32(subtable + 12))
        groups = (0..<n).map { g in
          let at = subtable + 16 + g * 12
          return u32(at)...u32(at + 4)
        }
      case (3, 1, 4), (0, 3, 4):
        format4 = subtable
      default: break
      }
    }
    guard groups != nil || format4 != nil else { return nil }
  }

  func contains(_ scalar: Unicode.Scalar) -> Bool {
    if let groups { return groups.contains { $0.contains(scalar.value) } }
    guard let table = format4, scalar.value <= 0xFFFF else { return false }
    let c = Int(scalar.value)
    let segments = u16(table + 6) / 2
    let ends = table + 14
    let starts = ends + segments * 2 + 2
    let deltas = starts + segments * 2
    let rangeOffsets = deltas + segments * 2
    for s in 0..<segments where c <= u16(ends + s * 2) {
      let start = u16(starts + s * 2)
      guard c >= start else { return false }
      let delta = u16(deltas + s * 2)
      let rangeOffset = u16(rangeOffsets + s * 2)
      if rangeOffset == 0 { return (c + delta) & 0xFFFF != 0 }
      let glyph = u16(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2)
      return glyph != 0
    }
    return false
  }

  private func table(_ tag: String) -> Int? {
    let count = u16(4)
    for i in 0..<count {
      let record = 12 + i * 16
      if bytes[record..<record + 4].elementsEqual(tag.utf8) { return Int(u32(record + 8)) }
    }
    return nil
  }

  private func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
  private func u32(_ at: Int) -> UInt32 { UInt32(u16(at)) << 16 | UInt32(u16(at + 2)) }
}
