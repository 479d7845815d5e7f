/// Removing what a terminal would obey rather than print.
///
/// Titles, artists and file names come from tags and disks we do not control. A tag holding
/// `ESC ] 0 ; … BEL` retitles the window, `ESC c` resets the terminal, `ESC [ 2 J` clears it;
/// printed verbatim they would break the screen or worse. So every string from outside passes
/// through `sanitized` before it reaches a grid.
extension TextWidth {
  /// `string` without control characters and terminal escape sequences, safe to draw.
  ///
  /// - Escape sequences are removed whole, with their parameters: CSI (`ESC [` up to a final
  ///   byte `@`…`~`), string commands (`ESC ]` OSC, `ESC P` DCS, `ESC X`, `ESC ^`, `ESC _`, up
  ///   to BEL or ST), and short ones (`ESC`, intermediates ` `…`/`, one final byte `0`…`~`).
  ///   A lone ESC, and an unfinished sequence at the end, go too.
  /// - C1 controls (U+0080–009F) are dropped one by one, not as sequence introducers: they turn
  ///   up in tags mis-decoded from Windows-1252, where eating the text after them would lose
  ///   the title, and without its introducer the rest is plain text.
  /// - A run of tabs and line breaks (and U+2028/2029) between words becomes one space, so
  ///   "Live\nat Leeds" keeps its words apart; at either end it is dropped.
  /// - Every other C0 and C1 control and DEL is dropped, and so are the bidi embeddings,
  ///   overrides and isolates (U+202A–202E, U+2066–2069), which can reorder the rest of a row.
  public static func sanitized(_ string: String) -> String {
    var output = String.UnicodeScalarView()
    var scalars = string.unicodeScalars[...]
    var pendingSpace = false
    while let scalar = scalars.popFirst() {
      let v = scalar.value
      let isBreak =
        v == 0x09 || (0x0A...0x0D).contains(v) || v == 0x85 || v == 0x2028
        || v == 0x2029
      if isBreak {
        pendingSpace = !output.isEmpty
        continue
      }
      if v == 0x1B {
        skipEscape(&scalars)
        continue
      }
      if v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v)
        || (0x2066...0x2069).contains(v)
      {
        continue
      }
      if pendingSpace {
        output.append(" ")
        pendingSpace = false
      }
      output.append(scalar)
    }
    return String(output)
  }

  /// Skips what follows an ESC that has already been consumed.
  private static func skipEscape(_ scalars: inout Substring.UnicodeScalarView) {
    guard let next = scalars.first else { return }
    switch next {
    case "[":
      scalars.removeFirst()
      skipControlSequence(&scalars)
    case "]", "P", "X", "^", "_":
      scalars.removeFirst()
      skipCommandString(&scalars)
    case " "..."/":
      // nF sequences: intermediates, then one final byte.
      while let s = scalars.first, (" "..."/").contains(s) { scalars.removeFirst() }
      if let s = scalars.first, ("0"..."~").contains(s) { scalars.removeFirst() }
    case "0"..."~":
      scalars.removeFirst()  // Two-character sequences such as ESC c, ESC 7, ESC =.
    default:
      break  // A lone ESC: drop it alone and keep what follows.
    }
  }

  /// Skips the parameters, intermediates and final byte of a CSI sequence.
  private static func skipControlSequence(_ scalars: inout Substring.UnicodeScalarView) {
    while let s = scalars.first {
      // Anything but a parameter, intermediate or final byte ends a malformed sequence and is
      // left for the caller to judge (it may be text, or the ESC of the next sequence).
      guard (" "..."~").contains(s) else { return }
      scalars.removeFirst()
      if ("@"..."~").contains(s) { return }
    }
  }

  /// Skips an OSC, DCS, SOS, PM or APC body up to BEL, U+009C or the ESC of `ESC \`.
  private static func skipCommandString(_ scalars: inout Substring.UnicodeScalarView) {
    while let s = scalars.first {
      // ESC ends the string; left in place, it is removed with the `\` of ST after it, or
      // starts the next sequence.
      if s == "\u{1B}" { return }
      scalars.removeFirst()
      if s == "\u{07}" || s == "\u{9C}" { return }
    }
  }
}
