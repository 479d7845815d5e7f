import WheelCore

/// Random saved values from the core's seeded generator (`Shuffler`, SplitMix64): a failing
/// round trip names its iteration, whose seed finds it again.
typealias SeededRandom = Shuffler

extension Shuffler {
  /// The characters a saved value is most likely to trip on: the format's own (`=`, `#`, `\`,
  /// tab, line breaks, spaces at the ends), the old escapes' (`%`), every control character,
  /// and Unicode beyond ASCII (accents, CJK, emoji, combining marks, separators, a BOM).
  static var awkward: [Unicode.Scalar] {
    Array("=%\\#- \t\r\nx09\\x41%25end".unicodeScalars) + (0..<0x20).map { Unicode.Scalar($0)! }
      + [
        Unicode.Scalar(0x7F)!, "é", "ß", "日", "夜", "😀", "\u{301}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{85}",
        "\u{A0}",
      ]
  }

  /// Any text, empty included.
  mutating func text(maxLength: Int = 12) -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...maxLength, using: &self) {
      if Bool.random(using: &self) {
        scalars.append(Self.awkward.randomElement(using: &self)!)
      } else {
        scalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &self)))
      }
    }
    return String(scalars)
  }

  mutating func nonEmptyText() -> String {
    let t = text()
    return t.isEmpty ? "x" : t
  }

  /// A number of seconds or a date: the ends of its range, whole, fractional, and tiny.
  mutating func number(in range: ClosedRange<Double>) -> Double {
    switch Int.random(in: 0..<6, using: &self) {
    case 0: range.lowerBound
    case 1: range.upperBound
    case 2: Double(Int64(Double.random(in: range, using: &self)))
    case 3: max(range.lowerBound, min(range.upperBound, Double.leastNonzeroMagnitude))
    default: Double.random(in: range, using: &self)
    }
  }
}
