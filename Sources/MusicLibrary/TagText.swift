import WheelCore

/// Tag text made safe to draw: tags are untrusted input, and a title holding `ESC[2J` or a
/// bare carriage return must never reach the terminal as a command. The rule is the core's
/// one (`TextWidth.sanitized`, which every grid write applies too), plus trimming, so a tag is
/// stored exactly as it will be drawn.
public enum TagText {
  public static func clean(_ text: String) -> String {
    let plain = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    // Printable ASCII's only white space is the space: most tags need no trimming at all.
    if plain && text.utf8.first != 0x20 && text.utf8.last != 0x20 { return text }
    return trimmed(plain ? text : TextWidth.sanitized(text))
  }

  private static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    if first == text.startIndex && text.index(after: last) == text.endIndex { return text }
    return String(text[first...last])
  }
}
