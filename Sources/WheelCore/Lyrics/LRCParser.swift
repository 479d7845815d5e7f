/// Reads lyrics text: LRC as the players in the wild write it, or plain words.
///
/// Tolerated, since LRC has no single specification and files come from many editors:
/// `[mm:ss]`, `[mm:ss.x]`, `[mm:ss.xx]`, `[mm:ss.xxx]` and `[mm:ss:xx]` stamps, minutes past 59,
/// several stamps before one line (a repeated chorus), lines out of time order, `[offset:±ms]`
/// (positive shows the words earlier, as the format's authors meant), metadata tags (`[ar:…]`,
/// `[ti:…]`, `[length:…]`…), enhanced LRC's word stamps `<mm:ss.xx>` (dropped: we highlight
/// whole lines), blank lines, CRLF and CR line ends. Text with no stamp at all is plain lyrics;
/// in a timed file, lines without a stamp are ignored. Every line is sanitised: no control
/// character or escape from a file ever reaches the terminal.
public enum LRCParser {
  /// More lines than any song has: a bound on what a hostile file can make us hold.
  public static let maxLines = 20_000
  /// The tag names that are metadata, never lyrics, even in a plain file.
  static let metadataTags: Set<String> = [
    "ar", "ti", "al", "au", "by", "re", "ve", "length", "offset", "la", "id", "tool", "lang", "key", "sign", "qq",
    "total",
  ]

  /// The lyrics in `bytes` (any encoding `LyricsText` reads), nil when there are no words.
  public static func parse(_ bytes: [UInt8]) -> Lyrics? {
    parse(text: LyricsText.decode(bytes))
  }

  public static func parse(text: String) -> Lyrics? {
    var offset = 0.0
    var timed: [(time: Double, order: Int, text: String)] = []
    var plain: [String] = []
    let normalized = text.replacingCRLF
    for raw in normalized.split(separator: "\n", omittingEmptySubsequences: false).prefix(maxLines) {
      var line = Substring(raw.drop(while: { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }))
      var stamps: [Double] = []
      var isTag = false
      while line.first == "[", let close = line.firstIndex(of: "]") {
        let inside = line[line.index(after: line.startIndex)..<close]
        if let time = stamp(inside) {
          stamps.append(time)
        } else if let (key, value) = tag(inside) {
          if key == "offset", let ms = milliseconds(String(value).trimmingSpaces), ms.isFinite {
            offset = max(-86_400, min(86_400, ms / 1000))
          }
          isTag = true
        } else {
          break  // "[Chorus]" and the like are words
        }
        line = line[line.index(after: close)...]
      }
      let words = clean(line)
      if !stamps.isEmpty {
        for time in stamps { timed.append((time, timed.count, words)) }
      } else if !(isTag && words.isEmpty) {
        plain.append(words)
      }
    }
    if !timed.isEmpty {
      let lines = timed.sorted { $0.time != $1.time ? $0.time < $1.time : $0.order < $1.order }.map {
        Lyrics.Line(time: max(0, min(ResumeCodec.maxElapsed, $0.time - offset)), text: $0.text)
      }
      return Lyrics(synced: lines)
    }
    while plain.last?.isEmpty == true { plain.removeLast() }
    while plain.first?.isEmpty == true { plain.removeFirst() }
    return plain.isEmpty ? nil : Lyrics(plain: plain)
  }

  /// `mm:ss`, `mm:ss.f…` or `mm:ss:ff` as seconds; nil for anything else (a tag, a word).
  static func stamp(_ text: Substring) -> Double? {
    let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count >= 2, let minutes = number(parts[0]), minutes < 100_000 else { return nil }
    var secondsText = parts[1]
    var fraction: Substring = ""
    if parts.count == 3 {
      fraction = parts[2]
    } else if let dot = secondsText.firstIndex(where: { $0 == "." || $0 == "," }) {
      fraction = secondsText[secondsText.index(after: dot)...]
      secondsText = secondsText[..<dot]
      guard !fraction.isEmpty else { return nil }
    }
    guard (1...2).contains(secondsText.count), let seconds = number(secondsText), seconds < 60,
      fraction.count <= 3, fraction.isEmpty || number(fraction) != nil
    else { return nil }
    let fractionValue = fraction.isEmpty ? 0 : Double(number(fraction)!) / pow10(fraction.count)
    return Double(minutes * 60 + seconds) + fractionValue
  }

  /// `key:value` where key is a known metadata name (letters, case ignored) or starts with `#`.
  static func tag(_ text: Substring) -> (String, Substring)? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let key = String(text[..<colon]).trimmingSpaces.lowercased()
    guard metadataTags.contains(key) || key.hasPrefix("#") else { return nil }
    return (key, text[text.index(after: colon)...])
  }

  /// A line's words: word stamps removed, sanitised, trimmed.
  static func clean(_ line: Substring) -> String {
    var text = ""
    var rest = line
    while let open = rest.firstIndex(of: "<") {
      text += rest[..<open]
      if let close = rest[open...].firstIndex(of: ">"), stamp(rest[rest.index(after: open)..<close]) != nil {
        rest = rest[rest.index(after: close)...]
      } else {
        text.append("<")
        rest = rest[rest.index(after: open)...]
      }
    }
    text += rest
    return TextWidth.sanitized(text).trimmingSpaces
  }

  private static func number(_ digits: Substring) -> Int? {
    guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(digits)
  }

  /// "+500", "-250", "300": a signed number of milliseconds.
  static func milliseconds(_ text: String) -> Double? {
    Double(text.hasPrefix("+") ? String(text.dropFirst()) : text)
  }

  private static func pow10(_ n: Int) -> Double { n == 1 ? 10 : n == 2 ? 100 : 1000 }
}

extension String {
  /// CRLF and lone CR line ends as LF (Swift treats "\r\n" as one Character, so map scalars).
  var replacingCRLF: String {
    guard unicodeScalars.contains("\r") else { return self }
    var out = String.UnicodeScalarView()
    var previousCR = false
    for scalar in unicodeScalars {
      if scalar == "\r" {
        out.append("\n")
        previousCR = true
        continue
      }
      if !(scalar == "\n" && previousCR) { out.append(scalar) }
      previousCR = false
    }
    return String(out)
  }
}
