/// Bookmarks as a saved file (docs/SAVED-FILES.md): one `mark = SECONDS<TAB>KEY<TAB>PATH` line
/// each, and `end`, so that a cut-short file is refused rather than half-read. The file is
/// untrusted input: a bad line refuses the whole file (the store keeps it aside).
/// Version 1 escaped `%`, tab, CR and LF in keys and paths as `%25`, `%09`, `%0D`, `%0A`.
public enum BookmarkCodec {
  public static let version = 2

  /// A mark with its key, as one line holds it.
  struct Line {
    var key = ""
    var mark = Bookmarks.Mark(path: "", seconds: 0)
  }

  public static var format: SavedFormat<Bookmarks> {
    SavedFormat(
      header: "ipodtui bookmarks: where each audiobook and podcast episode was left", version: version,
      fields: [
        SavedField(
          "mark",
          write: { bookmarks, line in
            for key in bookmarks.marks.keys.sorted() {
              line.line("mark", Line(key: key, mark: bookmarks.marks[key]!), mark)
            }
          },
          read: { bookmarks, fields in
            guard let read = mark.read(&fields), bookmarks.marks.count < Bookmarks.maxMarks else { return false }
            bookmarks.marks[read.key] = read.mark
            return true
          })
      ],
      legacy: [1: SavedDialect(trim: .leading, unescape: unescapeVersion1)], unversioned: 1)
  }

  static var mark: SavedValue<Line> {
    .record(
      Line(),
      [
        SavedColumn(\.mark.seconds, .number(in: 0...ResumeCodec.maxElapsed)), SavedColumn(\.key, .nonEmpty),
        SavedColumn(\.mark.path, .nonEmpty),
      ])
  }

  public static func encode(_ bookmarks: Bookmarks) -> String {
    format.encode(bookmarks, reserve: bookmarks.marks.count * 128 + 100)
  }

  /// Everything the file gave, problems included (the store reads a newer file this way).
  public static func read(_ bytes: [UInt8]) -> SavedReading<Bookmarks> { format.read(bytes, into: Bookmarks()) }

  /// The marks of a whole, good file of this version or an older one.
  public static func decode(_ bytes: [UInt8]) -> Bookmarks? {
    let reading = read(bytes)
    return reading.isClean ? reading.value : nil
  }

  /// Version 1's escapes undone: `%25`, `%09`, `%0A`, `%0D`; nil for any other `%`.
  static func unescapeVersion1(_ text: Substring) -> String? {
    var out = ""
    var rest = text
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
