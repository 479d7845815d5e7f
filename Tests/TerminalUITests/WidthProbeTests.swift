import Testing
import WheelCore

@testable import TerminalUI

/// The width probe asks one row per class and reads each answer by its row.
@Suite struct WidthProbeTests {
  @Test func eachClassIsDrawnOnItsOwnRowFromRowTwoAndAskedAbout() {
    let probe = WidthProbe(height: 40, now: 10)!
    let query = String(decoding: probe.query(), as: UTF8.self)
    #expect(query.hasPrefix("\u{1B}[2;1H\u{1F600}\u{1B}[6n\u{1B}[3;1H"))
    #expect(query.components(separatedBy: "\u{1B}[6n").count - 1 == WidthClass.allCases.count)
    #expect(!query.contains("\u{1B}[1;1H"))
    #expect(probe.deadline == 10 + WidthProbe.timeout)
    // Unanswered: the same probes, no question.
    let silent = String(decoding: probe.query(answered: false), as: UTF8.self)
    #expect(!silent.contains("\u{1B}[6n") && silent.contains("\u{1FAE8}"))
  }

  @Test func answersAreReadByRowInAnyOrder() {
    var probe = WidthProbe(height: 40, now: 0)!
    let rows = Dictionary(uniqueKeysWithValues: WidthClass.allCases.enumerated().map { ($1, $0 + 2) })
    probe.receive(CursorReport(row: rows[.emoji15]!, column: 1))  // advanced 0 cells
    probe.receive(CursorReport(row: rows[.ambiguous]!, column: 3))
    #expect(!probe.isComplete && !probe.isFinished(at: 0.1) && probe.isFinished(at: 0.2))
    for c in WidthClass.allCases where c != .emoji15 && c != .ambiguous {
      probe.receive(CursorReport(row: rows[c]!, column: 3))
    }
    #expect(probe.isComplete && probe.isFinished(at: 0))
    #expect(probe.profile.cells(for: .emoji15) == nil)
    #expect(probe.profile.cells(for: .ambiguous) == 2)
    #expect(probe.profile.cells(for: .emoji) == 2)
  }

  @Test func reportsNobodyAskedForChangeNothing() {
    var probe = WidthProbe(height: 40, now: 0)!
    probe.receive(CursorReport(row: 1, column: 5))  // Ctrl+F3 in xterm
    probe.receive(CursorReport(row: 9999, column: 9999))
    #expect(probe.measured.isEmpty)
    #expect(probe.profile == .standard)  // no answer at all: the core's own table
    // A huge column is recorded as unusable, never as a huge width.
    probe.receive(CursorReport(row: 2, column: 9999))
    #expect(probe.measured[.emoji] == WidthProbe.maxWidth && probe.profile.cells(for: .emoji) == nil)
  }

  @Test func aShortScreenProbesWhatFitsAndAOneRowScreenNothing() {
    let probe = WidthProbe(height: 4, now: 0)!
    #expect(probe.classes.keys.sorted() == [2, 3, 4])
    #expect(WidthProbe(height: 1, now: 0) == nil)
    #expect(WidthProbe(height: 0, now: 0) == nil)
  }
}
