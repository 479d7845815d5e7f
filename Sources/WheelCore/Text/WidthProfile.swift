/// How many cells this terminal advances over each `WidthClass`, as measured at start; the
/// core counts with it so that every row it lays out is laid out alike by the terminal.
///
/// A class the terminal advances 1 or 2 cells over is counted so. One it advances 0 cells over
/// (an emoji newer than its tables: tmux would lay the rest of the row one or two cells left
/// of where the core put it) or 3 or more is not drawn at all: a stand-in takes its place,
/// ❓ for an emoji (when plain emoji are 2 cells here) and `?` otherwise.
/// `standard` (nothing measured: a terminal that did not answer) is the core's own table.
public struct WidthProfile: Equatable, Sendable {
  /// Cells measured per class; a class not in here counts as its `tableWidth`.
  public private(set) var measured: [WidthClass: Int]

  public static let standard = WidthProfile()

  public init(measured: [WidthClass: Int] = [:]) {
    self.measured = measured
  }

  /// The cells the class's characters take, or nil when they are drawn as a stand-in.
  public func cells(for widthClass: WidthClass) -> Int? {
    let cells = measured[widthClass] ?? widthClass.tableWidth
    return (1...2).contains(cells) ? cells : nil
  }

  /// Whether the iPod should draw its ASCII glyphs: the case's box drawing and the wheel's
  /// ◯ ● are Ambiguous and only fit their one cell where those are narrow, and ⏮ ⏭ must show.
  public var needsASCIIGlyphs: Bool { cells(for: .ambiguous) != 1 || cells(for: .mediaControl) == nil }

  /// What stands in for a character of `widthClass` when the terminal cannot draw it.
  func standIn(for widthClass: WidthClass) -> Character {
    let isEmoji = widthClass != .ambiguous && widthClass != .mediaControl
    return isEmoji && cells(for: .emoji) == 2 ? "\u{2753}" : "?"
  }

  /// "emoji15=0 ambiguous=1", for the event log; "standard" when nothing was measured.
  public var summary: String {
    let parts = WidthClass.allCases.compactMap { c in measured[c].map { "\(c.rawValue)=\($0)" } }
    return parts.isEmpty ? "standard" : parts.joined(separator: " ")
  }
}
