import Testing
import WheelCore

@testable import TerminalUI

/// The width probe asks about one place per class and reads each answer by its place.
@Suite struct WidthProbeTests {
  static let tall = Size(width: 100, height: 40)

  @Test func eachClassIsDrawnInItsOwnPlaceFromRowTwoAndAskedAbout() {
    let probe = WidthProbe(size: Self.tall, now: 10)!
    let query = String(decoding: probe.query(), as: UTF8.self)
    #expect(query.hasPrefix("\u{1B}[2;1H\u{1F600}\u{1B}[6n\u{1B}[3;1H"))
    #expect(query.components(separatedBy: "\u{1B}[6n").count - 1 == WidthClass.allCases.count)
    #expect(!query.contains("\u{1B}[1;"))
    #expect(probe.deadline == 10 + WidthProbe.timeout)
    // Unanswered: the same probes, no question.
    let silent = String(decoding: probe.query(answered: false), as: UTF8.self)
    #expect(!silent.contains("\u{1B}[6n") && silent.contains("\u{1FAE8}"))
  }

  @Test func answersAreReadByPlaceInAnyOrder() {
    var probe = WidthProbe(size: Self.tall, now: 0)!
    probe.receive(CursorReport(row: probe.places[.emoji15]!.row, column: 1))  // advanced 0 cells
    probe.receive(CursorReport(row: probe.places[.ambiguous]!.row, column: 3))
    #expect(!probe.isComplete && !probe.isFinished(at: 0.1) && probe.isFinished(at: 0.2))
    for c in WidthClass.allCases.reversed() where c != .emoji15 && c != .ambiguous {
      probe.receive(CursorReport(row: probe.places[c]!.row, column: 3))
    }
    #expect(probe.isComplete && probe.isFinished(at: 0))
    #expect(probe.profile.cells(for: .emoji15) == nil)
    #expect(probe.profile.cells(for: .ambiguous) == 2)
    #expect(probe.profile.cells(for: .emoji) == 2)
  }

  @Test func reportsNobodyAskedForChangeNothing() {
    var probe = WidthProbe(size: Self.tall, now: 0)!
    probe.receive(CursorReport(row: 1, column: 5))  // Ctrl+F3 in xterm
    probe.receive(CursorReport(row: 9999, column: 9999))
    #expect(probe.measured.isEmpty)
    #expect(probe.profile == .standard)  // no answer at all: the core's own table
    // A huge column is recorded as unusable, never as a huge width.
    probe.receive(CursorReport(row: 2, column: 9999))
    #expect(probe.measured[.emoji] == WidthProbe.spacing && probe.profile.cells(for: .emoji) == nil)
  }

  @Test func aShortScreenProbesInASecondColumnAndATinyOneNothing() {
    // 20x8, the smallest iPod: seven rows, so the last two classes go to column 9.
    var probe = WidthProbe(size: Size(width: 20, height: 8), now: 0)!
    #expect(probe.places.count == WidthClass.allCases.count)
    #expect(probe.places[.mediaControl] == CursorReport(row: 2, column: 9))
    #expect(probe.places[.flag] == CursorReport(row: 3, column: 9))
    probe.receive(CursorReport(row: 2, column: 3))  // 😀 in column 1: 2 cells
    probe.receive(CursorReport(row: 2, column: 10))  // ⏮ in column 9: 1 cell
    #expect(probe.measured == [.emoji: 2, .mediaControl: 1])
    // Narrower than two probes: one column of places, as many as there are rows.
    #expect(WidthProbe(size: Size(width: 10, height: 4), now: 0)?.places.count == 3)
    #expect(WidthProbe(size: Size(width: 80, height: 1), now: 0) == nil)
    #expect(WidthProbe(size: Size(width: 4, height: 40), now: 0) == nil)
  }
}
