/// The one escaping of every saved file (see docs/SAVED-FILES.md): a backslash is written
/// `\\`, every control character (C0 and DEL) `\xHH`, and a space at either end of a field
/// `\x20`. What is left never holds a line break or a tab (the line's and the fields'
/// separators), nor a space the reader's trimming could take; all other text, any Unicode,
/// is written as it is.
public enum SavedEscape {
  /// Appends `text` escaped to `out`.
  public static func append(_ text: String, to out: inout String) {
    // Most fields need nothing: a look at the bytes saves building a new string.
    let utf8 = text.utf8
    guard utf8.first == 0x20 || utf8.last == 0x20 || utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x5C })
    else {
      out += text
      return
    }
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    while index != scalars.endIndex {
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      switch scalar.value {
      case 0x5C: out += "\\\\"
      case 0x20 where index == scalars.startIndex || next == scalars.endIndex: out += "\\x20"
      case 0..<0x20, 0x7F:
        let hex = String(scalar.value, radix: 16)
        out += "\\x" + (hex.count < 2 ? "0" : "") + hex
      default: out.unicodeScalars.append(scalar)
      }
      index = next
    }
  }

  public static func escape(_ text: String) -> String {
    var out = ""
    append(text, to: &out)
    return out
  }

  /// The reverse of `escape`; nil for a malformed escape (a file not written by `escape`).
  public static func unescape(_ text: Substring) -> String? {
    guard text.utf8.contains(0x5C) else { return String(text) }
    var out = String.UnicodeScalarView()
    var scalars = text.unicodeScalars[...]
    while let c = scalars.popFirst() {
      guard c == "\\" else {
        out.append(c)
        continue
      }
      switch scalars.popFirst() {
      case "\\": out.append("\\")
      case "x":
        let hex = String(String.UnicodeScalarView(scalars.prefix(2)))
        guard hex.count == 2, hex.allSatisfy(\.isHexDigit), let v = UInt8(hex, radix: 16) else { return nil }
        scalars = scalars.dropFirst(2)
        out.append(Unicode.Scalar(v))
      default: return nil
      }
    }
    return String(out)
  }
}
