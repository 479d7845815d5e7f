/// Bookmarks as text: a header, one `mark = SECONDS<TAB>KEY<TAB>PATH` line each, and `end`, so
/// that a cut-short file is refused rather than half-read. Keys and paths are escaped (`%`,
/// tab, CR and LF as `%25`, `%09`, `%0D`, `%0A`): a file name may hold any of them. The file is
/// untrusted input: a bad line refuses the whole file (the store keeps it aside).
public enum BookmarkCodec {
  public static func encode(_ bookmarks: Bookmarks) -> String {
    var lines = ["# ipodtui bookmarks: where each audiobook and podcast episode was left", "version = 1"]
    for key in bookmarks.marks.keys.sorted() {
      let mark = bookmarks.marks[key]!
      lines.append("mark = \(mark.seconds)\t\(escape(key))\t\(escape(mark.path))")
    }
    lines.append("end")
    return lines.joined(separator: "\n") + "\n"
  }

  public static func decode(_ bytes: [UInt8]) -> Bookmarks? {
    guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
    var marks: [String: Bookmarks.Mark] = [:]
    var ended = false
    for raw in text.split(separator: "\n") {
      let line = String(raw)
      if line.trimmingSpaces.isEmpty || line.hasPrefix("#") { continue }
      guard !ended else { return nil }
      if line.trimmingSpaces == "end" {
        ended = true
        continue
      }
      if line.hasPrefix("version = ") {
        guard String(line.dropFirst(10)).trimmingSpaces == "1" else { return nil }
        continue
      }
      guard line.hasPrefix("mark = "), marks.count < Bookmarks.maxMarks else { return nil }
      let fields = line.dropFirst(7).split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 3, let seconds = Double(fields[0]), (0...ResumeCodec.maxElapsed).contains(seconds),
        let key = unescape(fields[1]), let path = unescape(fields[2]), !key.isEmpty, !path.isEmpty
      else { return nil }
      marks[key] = Bookmarks.Mark(path: path, seconds: seconds)
    }
    return ended ? Bookmarks(marks: marks) : nil
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\t": out += "%09"
      case "\n": out += "%0A"
      case "\r": out += "%0D"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func unescape(_ text: Substring) -> String? {
    var out = ""
    var rest = text[...]
    while let percent = rest.firstIndex(of: "%") {
      out += rest[..<percent]
      let code = rest[rest.index(after: percent)...].prefix(2)
      switch code {
      case "25": out += "%"
      case "09": out += "\t"
      case "0A": out += "\n"
      case "0D": out += "\r"
      default: return nil
      }
      rest = rest[rest.index(percent, offsetBy: 3)...]
    }
    return out + rest
  }
}
