/// Extras > Notes: the text files of `$XDG_DATA_HOME/ipodtui/Notes/` (listed by the adapter,
/// relative to that folder), the note open and how far it is scrolled.
public struct NotesState: Equatable, Sendable {
  /// Nil until listed (asked for each time Notes opens).
  public internal(set) var files: [String]?
  var listAsked = false
  public internal(set) var openPath: String?
  /// The open note's text (nil while it loads); `failed` when it could not be read.
  public internal(set) var text: String?
  public internal(set) var failed = false
  public internal(set) var scroll = 0

  /// The rows of a folder: its subfolders (with `/` at the end) then its files, each sorted
  /// as the iPod sorts names.
  func entries(in folder: String) -> [String] {
    let prefix = folder.isEmpty ? "" : folder + "/"
    var folders = Set<String>()
    var files: [String] = []
    for path in self.files ?? [] where path.hasPrefix(prefix) {
      let rest = path.dropFirst(prefix.count)
      if let slash = rest.firstIndex(of: "/") {
        folders.insert(prefix + rest[..<slash] + "/")
      } else {
        files.append(path)
      }
    }
    let byName = { (a: String, b: String) in SortKey(Self.displayName(a)) < SortKey(Self.displayName(b)) }
    return folders.sorted(by: byName) + files.sorted(by: byName)
  }

  /// "Recipes/Bread.txt" → "Bread"; "Recipes/" → "Recipes"; control characters removed.
  public static func displayName(_ path: String) -> String {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    var name = String(trimmed.split(separator: "/").last ?? Substring(trimmed))
    for ext in [".txt", ".text", ".md"] where name.lowercased().hasSuffix(ext) && name.count > ext.count {
      name = String(name.dropLast(ext.count))
    }
    return TextWidth.sanitized(name)
  }

  mutating func open(_ path: String) {
    openPath = path
    text = nil
    failed = false
    scroll = 0
  }

  mutating func received(_ text: String?, for path: String) {
    guard path == openPath else { return }
    self.text = text
    failed = text == nil
  }

  /// The note as display lines: each line of the file on its own, sanitized (so no control
  /// character or escape reaches the terminal), wrapped to `width` at word boundaries.
  static func lines(of text: String, width: Int, in widths: WidthProfile) -> [String] {
    var out: [String] = []
    for raw in fileLines(text) {
      let line = TextWidth.sanitized(raw)
      if line.isEmpty {
        out.append("")
      } else {
        out += TextWidth.wrapped(line, toWidth: max(1, width), in: widths)
      }
    }
    while out.last == "" { out.removeLast() }
    return out
  }

  /// The file's lines, split at LF, CRLF or a lone CR, tabs made spaces (sanitizing would
  /// drop a leading tab rather than indent).
  static func fileLines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var afterCR = false
    for scalar in text.unicodeScalars {
      if scalar == "\n", afterCR {
        afterCR = false
        continue
      }
      afterCR = scalar == "\r"
      if scalar == "\n" || scalar == "\r" {
        lines.append(String(current))
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar == "\t" ? " " : scalar)
      }
    }
    lines.append(String(current))
    return lines
  }
}
