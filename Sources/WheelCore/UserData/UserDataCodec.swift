/// The user's data as text: a header, one tab-separated line per song, On-The-Go and saved
/// playlists as numbers of those lines, and `end`. Text, so a person can read what is kept
/// about their listening, and so one damaged line costs that line, not the file.
///
/// ```
/// version = 1
/// song  RATING PLAYS SKIPS LAST-PLAYED ADDED PATH TITLE ARTIST ALBUM   (- for none)
/// otg   SONG-NUMBER
/// playlist NAME
/// item  SONG-NUMBER
/// end
/// ```
/// Fields escape the backslash and every control character (`\x09` for a tab), so a path or tag
/// with a line break or a tab stays one field of one line. The file is untrusted input: every
/// number is range-checked, and what cannot be read is counted and reported, never guessed.
public enum UserDataCodec {
  public static let version = 1
  /// A time later than this (year 5138) is not a date.
  static let latestTime = 1e11

  public static func encode(_ data: UserData) -> String {
    var out = "# ipodtui user data: ratings, plays, On-The-Go and playlists. Written by ipodtui.\n"
    out += "version = \(version)\n"
    // Written after every counted play: 10 MB at 100,000 songs. The text is reserved once and
    // each line appended field by field, rather than built from an array of fields per song
    // and grown by doubling, which churned tens of megabytes of short-lived memory per save.
    out.reserveCapacity(out.utf8.count + data.songs.count * 112 + 64)
    for song in data.songs {
      out += "song\t"
      out += song.rating.map(String.init) ?? "-"
      out += "\t"
      out += String(song.plays)
      out += "\t"
      out += String(song.skips)
      out += "\t"
      out += time(song.lastPlayed)
      out += "\t"
      out += time(song.added)
      out += "\t"
      out += escape(song.key.path)
      out += "\t"
      out += escape(song.key.title)
      out += "\t"
      out += escape(song.key.artist)
      out += "\t"
      out += escape(song.key.album)
      out += "\n"
    }
    for n in data.onTheGo { out += "otg\t\(n)\n" }
    for list in data.playlists {
      out += "playlist\t" + escape(list.name) + "\n"
      for n in list.songs { out += "item\t\(n)\n" }
    }
    return out + "end\n"
  }

  /// What a file gave: the data it held, and what was wrong with it (empty for a good file).
  public struct Decoded: Equatable, Sendable {
    public var data = UserData()
    /// Lines that could not be read (1-based), the first few.
    public var badLines: [Int] = []
    public var badLineCount = 0
    /// No `end` line: the file was cut short.
    public var truncated = false
    /// The version of a newer program that wrote it (nothing should be written over it).
    public var newerVersion: Int?
    /// Not text, or no version line: nothing of it was used.
    public var unreadable = false

    public var isClean: Bool { badLineCount == 0 && !truncated && newerVersion == nil && !unreadable }

    /// For the user: what was wrong, in a few words.
    public var problem: String? {
      if unreadable { return "not a user data file" }
      if let v = newerVersion { return "written by a newer ipodtui (version \(v))" }
      var parts: [String] = []
      if badLineCount > 0 {
        let lines = badLines.map(String.init).joined(separator: ", ") + (badLineCount > badLines.count ? "…" : "")
        parts.append("\(badLineCount) unreadable line\(badLineCount == 1 ? "" : "s") (\(lines))")
      }
      if truncated { parts.append("cut short") }
      return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
  }

  public static func decode(_ bytes: [UInt8]) -> Decoded {
    var result = Decoded()
    // Valid UTF-8 as a whole, so that every field cut at a tab or line feed (ASCII bytes,
    // never inside a character) is valid too.
    guard String(validating: bytes, as: UTF8.self) != nil, !bytes.contains(0) else {
      result.unreadable = true
      return result
    }
    var sawVersion = false
    var ended = false
    // Song lines are numbered as they come, readable or not, so the lists keep pointing at
    // the right songs when one is dropped; `slots` maps those numbers to kept records.
    var slots: [Int?] = []
    var onTheGo: [Int] = []
    var playlists: [(String, [Int])] = []
    func bad(_ n: Int) {
      result.badLineCount += 1
      if result.badLines.count < 5 { result.badLines.append(n) }
    }
    // A record per line, at most: reserved once rather than grown by doubling (which left up
    // to half the array unused, 4 MB at 100,000 songs).
    result.data.songs.reserveCapacity(bytes.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 })
    var n = 0
    var lineStart = 0
    while lineStart < bytes.count {
      let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
      defer { lineStart = lineEnd + 1 }
      n += 1
      var line = bytes[lineStart..<lineEnd]
      if line.last == 0x0D { line = line.dropLast() }
      if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
      if ended {
        bad(n)
        continue
      }
      if line.elementsEqual("end".utf8) {
        ended = true
        continue
      }
      if !sawVersion {
        guard let v = versionLine(String(decoding: line, as: UTF8.self)[...]) else {
          result.unreadable = true
          return result
        }
        sawVersion = true
        if v > version {
          result.newerVersion = v
          return result
        }
        continue
      }
      let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
      let kind = fields[0]
      if kind.elementsEqual("song".utf8) {
        if let record = song(fields) {
          slots.append(result.data.songs.count)
          result.data.songs.append(record)
        } else {
          slots.append(nil)
          bad(n)
        }
      } else if kind.elementsEqual("otg".utf8) {
        guard fields.count == 2, let k = number(fields[1]) else {
          bad(n)
          continue
        }
        onTheGo.append(k)
      } else if kind.elementsEqual("playlist".utf8) {
        guard fields.count == 2, let name = text(fields[1]), !name.isEmpty else {
          bad(n)
          continue
        }
        playlists.append((TextWidth.sanitized(name), []))
      } else if kind.elementsEqual("item".utf8) {
        guard fields.count == 2, let k = number(fields[1]), !playlists.isEmpty else {
          bad(n)
          continue
        }
        playlists[playlists.count - 1].1.append(k)
      } else {
        bad(n)
      }
    }
    if !sawVersion {
      result.unreadable = true
      return result
    }
    result.truncated = !ended
    // References to songs that are not there (a dropped line, a number past the end) go.
    let resolve = { (k: Int) -> Int? in slots.indices.contains(k) ? slots[k] : nil }
    result.data.onTheGo = onTheGo.compactMap(resolve)
    result.data.playlists = playlists.map { SavedPlaylist(name: $0.0, songs: $0.1.compactMap(resolve)) }
    return result
  }

  private static func versionLine(_ line: Substring) -> Int? {
    guard let eq = line.firstIndex(of: "="), String(line[..<eq]).trimmingSpaces == "version" else { return nil }
    return Int(String(line[line.index(after: eq)...]).trimmingSpaces)
  }

  private static func song(_ f: [ArraySlice<UInt8>]) -> SongRecord? {
    guard f.count == 10, let plays = number(f[2]), let skips = number(f[3]),
      let lastPlayed = optionalTime(f[4]), let added = optionalTime(f[5]),
      let path = text(f[6]), !path.isEmpty, let title = text(f[7]), let artist = text(f[8]), let album = text(f[9])
    else { return nil }
    var rating: Int?
    if !f[1].elementsEqual("-".utf8) {
      guard let stars = number(f[1]), stars <= SongRecord.maxRating else { return nil }
      rating = stars
    }
    return SongRecord(
      key: SongKey(path: path, title: title, artist: artist, album: album), rating: rating, plays: plays,
      skips: skips, lastPlayed: lastPlayed, added: added)
  }

  /// A field's text, escapes undone (nil when one is malformed).
  private static func text(_ field: ArraySlice<UInt8>) -> String? {
    let raw = String(decoding: field, as: UTF8.self)
    return field.contains(0x5C) ? unescape(raw) : raw
  }

  /// A count or a song number: digits only, below a billion (`digits` allows longer ones).
  private static func number(_ field: ArraySlice<UInt8>, digits: Int = 9) -> Int? {
    guard !field.isEmpty, field.count <= digits else { return nil }
    var value = 0
    for byte in field {
      guard (0x30...0x39).contains(byte) else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    return value
  }

  /// "-" is none (.some(nil)); a bad time is nil.
  private static func optionalTime(_ field: ArraySlice<UInt8>) -> Double?? {
    if field.elementsEqual("-".utf8) { return .some(nil) }
    if let whole = number(field, digits: 15) { return Double(whole) <= latestTime ? .some(Double(whole)) : nil }
    guard field.count <= 40, let t = Double(String(decoding: field, as: UTF8.self)), t.isFinite,
      (0...latestTime).contains(t)
    else { return nil }
    return .some(t)
  }

  /// Whole seconds as integers (what the core keeps), anything else exactly.
  private static func time(_ t: Double?) -> String {
    guard let t else { return "-" }
    return t == t.rounded() && abs(t) < 1e15 ? "\(Int64(t))" : "\(t)"
  }

  /// Backslash and control characters as escapes; everything else as it is.
  static func escape(_ text: String) -> String {
    // Most fields need nothing: a look at the bytes saves building a new string.
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x5C }) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x5C: out += "\\\\"
      case 0..<0x20, 0x7F:
        let hex = String(scalar.value, radix: 16)
        out += "\\x" + (hex.count < 2 ? "0" : "") + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// The reverse of `escape`; nil for a malformed escape.
  static func unescape(_ text: String) -> String? {
    guard text.contains("\\") else { return text }
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
        guard hex.count == 2, let v = UInt8(hex, radix: 16) else { return nil }
        scalars = scalars.dropFirst(2)
        out.append(Unicode.Scalar(v))
      default: return nil
      }
    }
    return String(out)
  }
}
