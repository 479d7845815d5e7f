/// The numbers of a control sequence (`ESC [ 12 ; 34 ; 5 M`), read with bounds.
///
/// Input comes from whatever writes to the terminal, not only from the terminal itself: a
/// report like `ESC [ < 0 ; -9223372036854775808 ; 1 M` must not reach arithmetic as
/// `Int.min`. So a field is plain decimal digits and nothing else (no sign, no `+`, no spaces),
/// at most `maxDigits` long; anything else reads as nil and the caller drops the sequence.
enum CSIParameters {
  /// Four digits cover every real terminal (9999 columns) and keep every sum far from overflow.
  static let maxDigits = 4
  static let semicolon = UInt8(ascii: ";")

  /// Each `;`-separated field as a number, nil where it is empty or not a bounded number.
  static func fields(_ bytes: ArraySlice<UInt8>) -> [Int?] {
    bytes.split(separator: semicolon, omittingEmptySubsequences: false).map(number)
  }

  /// `bytes` as a decimal number of 1…`maxDigits` ASCII digits; nil otherwise.
  static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard !bytes.isEmpty, bytes.count <= maxDigits else { return nil }
    var value = 0
    for byte in bytes {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }
}
