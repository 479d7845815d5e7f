extension VCardReader {
  /// One content line: its name (group dropped), its TYPE values, and its value decoded to
  /// text (quoted-printable undone, the CHARSET applied). Binary values (a PHOTO in base64)
  /// are left out: nothing here shows them.
  struct Property {
    let name: String
    let types: [String]
    let text: String

    init?(_ line: [UInt8]) {
      guard let colon = Self.colon(in: line) else { return nil }
      var parts = Self.split(String(decoding: line[..<colon], as: UTF8.self), at: ";")
      guard !parts.isEmpty else { return nil }
      let fullName = parts.removeFirst().uppercased()
      name = String(fullName.split(separator: ".").last ?? Substring(fullName))
      var types: [String] = []
      var encoding = TextEncoding.utf8
      var quotedPrintable = false
      // An empty parameter (`TEL;;…`, `;=`) means nothing and is passed over: split drops empty
      // pieces, so "=" alone had no first piece to read.
      for parameter in parts where !parameter.isEmpty {
        let pair = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let key = pair.count == 2 ? pair[0].uppercased() : "TYPE"
        let value = pair[pair.count - 1].replacingQuotes
        switch key {
        case "CHARSET": encoding = TextEncoding(charset: value) ?? .utf8
        case "ENCODING":
          switch value.uppercased() {
          case "QUOTED-PRINTABLE": quotedPrintable = true
          case "B", "BASE64": return nil
          default: break
          }
        case "TYPE":
          if value.uppercased() == "QUOTED-PRINTABLE" {
            quotedPrintable = true
          } else {
            types += value.lowercased().split(separator: ",").map(String.init)
          }
        default: break
        }
      }
      self.types = types
      var value = Array(line[(colon + 1)...])
      if quotedPrintable { value = Self.unquoted(value) }
      text = encoding.decode(value)
    }

    /// The value's components at unescaped `;` (N, ADR, ORG), each with its escapes undone.
    var components: [String] {
      var out: [String] = []
      var current = ""
      var escaped = false
      for ch in text {
        if escaped {
          current += Self.unescaped(ch)
          escaped = false
        } else if ch == "\\" {
          escaped = true
        } else if ch == ";" {
          out.append(current)
          current = ""
        } else {
          current.append(ch)
        }
      }
      if escaped { current += "\\" }
      return out + [current]
    }

    /// The whole value with its escapes undone.
    var value: String { components.joined(separator: ";") }

    func apply(to card: inout Contact) {
      switch name {
      case "N":
        let n = components.map(Self.line)
        card.last = n[safe: 0] ?? ""
        card.first = n[safe: 1] ?? ""
      case "FN": card.formatted = Self.line(value)
      case "ORG": card.organization = components.map(Self.line).filter { !$0.isEmpty }.joined(separator: ", ")
      case "TEL":
        var number = Self.line(value)
        if number.lowercased().hasPrefix("tel:") { number = String(number.dropFirst(4)) }
        if !number.isEmpty { card.phones.append(Contact.Entry(kind, number)) }
      case "EMAIL":
        let address = Self.line(value)
        if !address.isEmpty { card.emails.append(Contact.Entry(kind, address)) }
      case "ADR":
        let a = components.map(Self.line)
        let street = [a[safe: 1] ?? "", a[safe: 2] ?? "", a[safe: 0] ?? ""].filter { !$0.isEmpty }
        let town = [a[safe: 3] ?? "", a[safe: 4] ?? "", a[safe: 5] ?? ""].filter { !$0.isEmpty }
        let lines = street + [town.joined(separator: " ")] + [a[safe: 6] ?? ""]
        let address = lines.filter { !$0.isEmpty }.joined(separator: "\n")
        if !address.isEmpty { card.addresses.append(Contact.Entry(kind, address)) }
      case "NOTE": card.note = Self.lines(value)
      case "BDAY": card.birthday = Self.birthday(Self.line(value))
      default: break
      }
    }

    /// What the TYPE values say, in the words the iPod uses.
    var kind: String {
      let t = Set(types)
      let place = t.contains("home") ? "home" : t.contains("work") ? "work" : ""
      if t.contains("cell") || t.contains("mobile") { return "mobile" }
      if t.contains("fax") { return place.isEmpty ? "fax" : place + " fax" }
      if !place.isEmpty { return place }
      for known in ["pager", "main", "iphone", "other"] where t.contains(known) { return known }
      return ""
    }

    /// "19800401" → "1980-04-01"; other forms ("1980-04-01", "--0401") as written.
    static func birthday(_ text: String) -> String {
      let digits = Array(text.prefix(8))
      guard text.count >= 8, digits.allSatisfy(\.isNumber) else { return text }
      return String(digits[0..<4]) + "-" + String(digits[4..<6]) + "-" + String(digits[6..<8])
    }

    static func line(_ text: String) -> String { TextWidth.sanitized(text) }

    /// Text of several lines, each sanitised, the line breaks kept.
    static func lines(_ text: String) -> String {
      NotesState.fileLines(text).map(TextWidth.sanitized).joined(separator: "\n")
    }

    static func unescaped(_ ch: Character) -> String {
      switch ch {
      case "n", "N": "\n"
      case "\\", ";", ",", ":": String(ch)
      default: "\\" + String(ch)
      }
    }

    /// The first `:` outside a quoted parameter value.
    static func colon(in line: [UInt8]) -> Int? {
      var quoted = false
      for (i, byte) in line.enumerated() {
        if byte == UInt8(ascii: "\"") { quoted.toggle() }
        if byte == UInt8(ascii: ":"), !quoted { return i }
      }
      return nil
    }

    /// `text` split at `separator` outside double quotes.
    static func split(_ text: String, at separator: Character) -> [String] {
      var out: [String] = []
      var current = ""
      var quoted = false
      for ch in text {
        if ch == "\"" { quoted.toggle() }
        if ch == separator, !quoted {
          out.append(current)
          current = ""
        } else {
          current.append(ch)
        }
      }
      return out + [current]
    }

    /// Quoted-printable undone: `=XX` is a byte; a `=` not followed by two hex digits stays.
    static func unquoted(_ bytes: [UInt8]) -> [UInt8] {
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count)
      var i = 0
      while i < bytes.count {
        if bytes[i] == UInt8(ascii: "="), i + 2 < bytes.count, let high = hex(bytes[i + 1]),
          let low = hex(bytes[i + 2])
        {
          out.append(high << 4 | low)
          i += 3
        } else {
          out.append(bytes[i])
          i += 1
        }
      }
      return out
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
      default: nil
      }
    }
  }
}

extension String {
  /// A parameter value without the double quotes vCard 4.0 may put around it.
  fileprivate var replacingQuotes: String { filter { $0 != "\"" } }
}
