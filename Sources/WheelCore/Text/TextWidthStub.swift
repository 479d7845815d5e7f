// Temporary: replaced by the real TextWidth when the wheel branch lands.
enum TextWidth {
  static func width(of c: Character) -> Int {
    guard let s = c.unicodeScalars.first else { return 0 }
    if s.properties.generalCategory == .control { return 0 }
    if (0x1100...0x115F).contains(s.value) || (0x2E80...0xA4CF).contains(s.value) || (0xAC00...0xD7A3).contains(s.value) || (0xFF00...0xFF60).contains(s.value) || s.properties.isEmojiPresentation { return 2 }
    return 1
  }
  static func sanitized(_ s: String) -> String { String(s.filter { $0.unicodeScalars.first?.properties.generalCategory != .control }) }
}
