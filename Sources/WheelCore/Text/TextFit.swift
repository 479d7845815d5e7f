/// Fitting text into a given number of cells, the way the iPod shortens long titles: cut at a
/// whole glyph and end in "…".
///
/// All of these count with `TextWidth.of` in the terminal's `WidthProfile` and expect sanitized
/// text; they never split a grapheme cluster, so a wide character at the boundary is dropped
/// whole rather than halved.
extension TextWidth {
  /// The ellipsis that marks a cut; one cell wide.
  public static let ellipsis: Character = "…"

  /// The mark of a cut in a terminal measured as `profile`: "…", or "." where "…" (East Asian
  /// Ambiguous) is two cells, so a cut still costs one cell.
  public static func ellipsis(in profile: WidthProfile) -> Character {
    of(ellipsis, in: profile) == 1 ? ellipsis : "."
  }

  /// `string` unchanged if it fits in `width` cells, otherwise its longest prefix that fits
  /// together with a trailing "…". The result is never wider than `width`: a width of 0 or less
  /// gives "", and a width of 1 gives just "…" for anything longer than one cell. When a wide
  /// character does not fit before the "…", the result is one cell narrower than `width`.
  public static func truncated(_ string: String, toWidth width: Int, in profile: WidthProfile = .standard) -> String {
    guard width > 0 else { return "" }
    var used = 0
    var end = string.startIndex
    // Walk once: remember where a cut leaving room for "…" would go, and stop when the
    // whole string turns out not to fit.
    var cut: String.Index?
    let mark = ellipsis(in: profile)
    for index in string.indices {
      let w = of(string[index], in: profile)
      if cut == nil && used + w > width - 1 { cut = index }
      if used + w > width { return String(string[..<(cut ?? index)]) + String(mark) }
      used += w
      end = string.index(after: index)
    }
    return String(string[..<end])
  }

  /// `string` fitted into exactly `width` cells: truncated if too long, then filled with
  /// spaces on the right, as menu rows are drawn.
  public static func padded(_ string: String, toWidth width: Int, in profile: WidthProfile = .standard) -> String {
    let fitted = truncated(string, toWidth: width, in: profile)
    return fitted + String(repeating: " ", count: max(width - of(fitted, in: profile), 0))
  }

  /// `string` fitted into exactly `width` cells with the spaces on the left, for values drawn
  /// against the right edge (times, counts).
  public static func rightAligned(_ string: String, toWidth width: Int, in profile: WidthProfile = .standard) -> String
  {
    let fitted = truncated(string, toWidth: width, in: profile)
    return String(repeating: " ", count: max(width - of(fitted, in: profile), 0)) + fitted
  }
}

extension TextWidth {
  /// Words laid into lines of at most `width` cells; a word longer than a line is cut with "…".
  public static func wrapped(_ string: String, toWidth width: Int, in profile: WidthProfile = .standard) -> [String] {
    guard width > 0 else { return [] }
    let words = sanitized(string).split(separator: " ").map { truncated(String($0), toWidth: width, in: profile) }
    return laid(words, toWidth: width, in: profile)
  }

  /// Words laid into lines of at most `width` cells with nothing lost: a word longer than a
  /// line (a path, a file name) is broken across lines at whole glyphs, for text that has to
  /// be read whole (Settings > About > Notices). A glyph wider than `width` gets a line alone.
  public static func wrappedWhole(_ string: String, toWidth width: Int, in profile: WidthProfile = .standard)
    -> [String]
  {
    guard width > 0 else { return [] }
    let pieces = sanitized(string).split(separator: " ").flatMap { broken(String($0), toWidth: width, in: profile) }
    return laid(pieces, toWidth: width, in: profile)
  }

  /// `word` in pieces of at most `width` cells, each as long as fits.
  static func broken(_ word: String, toWidth width: Int, in profile: WidthProfile) -> [String] {
    var pieces: [String] = []
    var piece = ""
    var used = 0
    for character in word {
      let w = of(character, in: profile)
      if used + w > width, !piece.isEmpty {
        pieces.append(piece)
        (piece, used) = ("", 0)
      }
      piece.append(character)
      used += w
    }
    if !piece.isEmpty { pieces.append(piece) }
    return pieces
  }

  /// Words that each fit a line, joined by single spaces into lines of at most `width` cells.
  private static func laid(_ words: [String], toWidth width: Int, in profile: WidthProfile) -> [String] {
    var lines: [String] = []
    var line = ""
    for w in words {
      if line.isEmpty {
        line = w
      } else if of(line, in: profile) + 1 + of(w, in: profile) <= width {
        line += " " + w
      } else {
        lines.append(line)
        line = w
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
