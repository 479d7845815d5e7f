import WheelCore

/// Measures how far the terminal advances over one probe character per `WidthClass`, so the
/// core can count cells as this terminal does (`WidthProfile`).
///
/// Sent after the first frame, never before it: the query goes out in the same write as a full
/// repaint (`TerminalScreen.drawProbing`), and the answers come back through the ordinary input
/// decoder as `CursorReport`s while the app already runs. Each class gets its own place, one
/// per row from row 2 down, then again from column 9 when the screen is short: the cursor is put
/// there, the probe drawn, and `ESC [ 6 n` asks where the cursor went, so a report's place names
/// its class whatever order the reports come in, and the columns it moved are the width. The repaint then covers the probes (inside a synchronized update
/// where the terminal knows one). A terminal that never answers costs nothing: after `timeout`
/// the classes not measured keep the core's table. Pure apart from the bytes it hands out.
public struct WidthProbe: Sendable {
  /// How long answers are waited for, in total.
  public static let timeout = 0.2
  /// The first row probed: row 1 is left out, so Ctrl+F3 (`ESC [ 1 ; 5 R`) is never an answer.
  static let firstRow = 2
  /// Columns between two probes on one row; a wider advance is recorded as this (unusable).
  static let spacing = 8

  /// Where each class is probed (1-based row and column of its first cell).
  let places: [WidthClass: CursorReport]
  /// When the answers stop being waited for (monotonic seconds).
  public let deadline: Double
  public private(set) var measured: [WidthClass: Int] = [:]

  /// A probe for a screen of `size`, started at `now`; nil when no row can be spared. Classes
  /// that find no place (a screen too small for them) keep the core's table.
  public init?(size: Size, now: Double) {
    let rows = size.height - Self.firstRow + 1
    guard rows > 0 else { return nil }
    var places: [WidthClass: CursorReport] = [:]
    for (k, widthClass) in WidthClass.allCases.enumerated() {
      let column = 1 + (k / rows) * Self.spacing
      guard column + Self.spacing - 1 <= size.width else { break }
      places[widthClass] = CursorReport(row: Self.firstRow + k % rows, column: column)
    }
    guard !places.isEmpty else { return nil }
    self.places = places
    deadline = now + Self.timeout
  }

  /// The bytes that draw each probe and ask where the cursor went; `answered: false` draws the
  /// probes without asking (for the end-to-end test of a terminal that never answers).
  public func query(answered: Bool = true) -> [UInt8] {
    var text = ""
    for widthClass in WidthClass.allCases {
      guard let place = places[widthClass] else { continue }
      text += "\u{1B}[\(place.row);\(place.column)H" + String(widthClass.probe) + (answered ? "\u{1B}[6n" : "")
    }
    return Array(text.utf8)
  }

  /// Takes one report: it answers for the place on its row that it is right of; one that
  /// answers nothing asked (another row, a key) is ignored.
  public mutating func receive(_ report: CursorReport) {
    let candidates = places.filter { $0.value.row == report.row && $0.value.column <= report.column }
    guard let (widthClass, place) = candidates.max(by: { $0.value.column < $1.value.column }) else { return }
    measured[widthClass] = min(report.column - place.column, Self.spacing)
  }

  /// Every class asked about has its answer.
  public var isComplete: Bool { measured.count == places.count }

  /// Whether to stop waiting: all answers are in, or the time is up.
  public func isFinished(at now: Double) -> Bool { isComplete || now >= deadline }

  /// What was measured; classes without an answer count as the core's table says.
  public var profile: WidthProfile { WidthProfile(measured: measured) }
}
