/// Tag text made safe to draw: tags are untrusted input, and a title holding `ESC[2J` or a
/// bare carriage return must never reach the terminal as a command.
public enum TagText {
  /// Drops C0/C1 control characters, DEL and whole escape sequences (CSI, OSC, two-byte),
  /// turns tabs and line breaks into spaces, and trims surrounding whitespace.
  public static func clean(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      return trimmed(text)
    }
    var out = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while let s = scalars.next() {
      switch s.value {
      case 0x1B:
        skipEscape(&scalars)
      case 0x09, 0x0A, 0x0D:
        out.append(" ")
      case 0x9B:  // C1 CSI: parameters and a final byte follow, as after ESC [
        skipCSI(&scalars)
      case 0x9D:  // C1 OSC
        skipOSC(&scalars)
      case 0x00..<0x20, 0x7F..<0xA0:
        continue
      default:
        out.append(s)
      }
    }
    return trimmed(String(out))
  }

  private static func skipEscape(_ it: inout String.UnicodeScalarView.Iterator) {
    guard let next = it.next() else { return }
    switch next {
    case "[": skipCSI(&it)
    case "]", "P", "X", "^", "_": skipOSC(&it)
    default: return  // a two-character sequence such as ESC c or ESC 7
    }
  }

  /// CSI: parameter and intermediate bytes up to a final byte in 0x40...0x7E.
  private static func skipCSI(_ it: inout String.UnicodeScalarView.Iterator) {
    while let s = it.next() {
      if s.value >= 0x40 && s.value <= 0x7E { return }
      if s.value < 0x20 || s.value > 0x3F { return }
    }
  }

  /// OSC and other strings: up to BEL or ST (ESC \ or U+009C).
  private static func skipOSC(_ it: inout String.UnicodeScalarView.Iterator) {
    while let s = it.next() {
      if s.value == 0x07 || s.value == 0x9C { return }
      if s.value == 0x1B { _ = it.next(); return }
    }
  }

  private static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    if first == text.startIndex && text.index(after: last) == text.endIndex { return text }
    return String(text[first...last])
  }
}
