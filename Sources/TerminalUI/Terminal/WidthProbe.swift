import WheelCore

/// Measures how far the terminal advances over one probe character per `WidthClass`, so the
/// core can count cells as this terminal does (`WidthProfile`).
///
/// Sent after the first frame, never before it: the query goes out in the same write as a full
/// repaint (`TerminalScreen.drawProbing`), and the answers come back through the ordinary input
/// decoder as `CursorReport`s while the app already runs. Each class gets its own row (from row
/// 2 down): the cursor is put in column 1, the probe drawn, and `ESC [ 6 n` asks where the
/// cursor went, so a report's row names its class whatever order the reports come in, and its
/// column minus 1 is the width. The repaint then covers the probes (inside a synchronized update
/// where the terminal knows one). A terminal that never answers costs nothing: after `timeout`
/// the classes not measured keep the core's table. Pure apart from the bytes it hands out.
public struct WidthProbe: Sendable {
  /// How long answers are waited for, in total.
  public static let timeout = 0.2
  /// The first row probed: row 1 is left out, so Ctrl+F3 (`ESC [ 1 ; 5 R`) is never an answer.
  static let firstRow = 2
  /// The widest advance recorded as such; anything larger only says "unusable".
  static let maxWidth = 9

  /// The class probed on each row (1-based), for the rows the screen has.
  let classes: [Int: WidthClass]
  /// When the answers stop being waited for (monotonic seconds).
  public let deadline: Double
  public private(set) var measured: [WidthClass: Int] = [:]

  /// A probe for a screen `height` rows tall, started at `now`; nil when no row can be spared.
  public init?(height: Int, now: Double) {
    let rows = Array(Self.firstRow..<(Self.firstRow + WidthClass.allCases.count)).prefix { $0 <= height }
    guard !rows.isEmpty else { return nil }
    classes = Dictionary(uniqueKeysWithValues: zip(rows, WidthClass.allCases))
    deadline = now + Self.timeout
  }

  /// The bytes that draw each probe and ask where the cursor went; `answered: false` draws the
  /// probes without asking (for the end-to-end test of a terminal that never answers).
  public func query(answered: Bool = true) -> [UInt8] {
    var text = ""
    for (row, widthClass) in classes.sorted(by: { $0.key < $1.key }) {
      text += "\u{1B}[\(row);1H" + String(widthClass.probe) + (answered ? "\u{1B}[6n" : "")
    }
    return Array(text.utf8)
  }

  /// Takes one report; ignores one that answers nothing asked (another row, a key).
  public mutating func receive(_ report: CursorReport) {
    guard let widthClass = classes[report.row] else { return }
    measured[widthClass] = min(report.column - 1, Self.maxWidth)
  }

  /// Every class asked about has its answer.
  public var isComplete: Bool { measured.count == classes.count }

  /// Whether to stop waiting: all answers are in, or the time is up.
  public func isFinished(at now: Double) -> Bool { isComplete || now >= deadline }

  /// What was measured; classes without an answer count as the core's table says.
  public var profile: WidthProfile { WidthProfile(measured: measured) }
}
