import Testing
import WheelCore

@testable import TerminalUI

/// ncurses is told at most the drawn bound, whatever the terminal reports (10000x10000 made it
/// allocate gigabytes before a frame was drawn).
@Suite struct CursesSizeTests {
  @Test func theReportIsClampedToTheBoundForCurses() {
    #expect(TerminalScreen.cursesSize(Size(width: 10_000, height: 10_000)) == Layout.maximumSize)
    #expect(TerminalScreen.cursesSize(Size(width: 65_535, height: 40)) == Size(width: 1000, height: 40))
    #expect(TerminalScreen.cursesSize(Size(width: 80, height: 24)) == Size(width: 80, height: 24))
  }
}
