import Testing
import WheelCore

@testable import TerminalUI

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

@Suite struct FrameEncoderTests {
  let theme = Theme.white

  @Test func firstFrameClearsAndDrawsOnlyWhatIsNotBlank() {
    var encoder = FrameEncoder()
    var grid = Grid(size: Size(width: 10, height: 3))
    grid.write("hi", at: Point(x: 2, y: 1), role: .desk)
    let out = text(encoder.encode(grid, theme: theme, depth: .monochrome))
    // From the home position: a line feed and two blanks reprinted are shorter than CUP.
    #expect(out == "\u{1B}[m\u{1B}[H\u{1B}[2J\n  hi")
  }

  @Test func unchangedFrameWritesNothing() {
    var encoder = FrameEncoder()
    var grid = Grid(size: Size(width: 10, height: 3))
    grid.write("hello", at: Point(x: 0, y: 0), role: .row)
    _ = encoder.encode(grid, theme: theme, depth: .trueColor)
    #expect(encoder.encode(grid, theme: theme, depth: .trueColor).isEmpty)
  }

  @Test func oneChangedCellIsOneMoveAndOneCharacter() {
    var encoder = FrameEncoder()
    var grid = Grid(size: Size(width: 10, height: 3))
    grid.write("hello", at: Point(x: 0, y: 0), role: .desk)
    _ = encoder.encode(grid, theme: theme, depth: .monochrome)
    grid.put("J", at: Point(x: 0, y: 0), role: .desk)
    #expect(text(encoder.encode(grid, theme: theme, depth: .monochrome)) == "\rJ")
  }

  @Test func shortGapsAreReprintedLongGapsSkipped() {
    var encoder = FrameEncoder()
    var grid = Grid(size: Size(width: 40, height: 1))
    grid.write("abcdefghijklmnopqrstuvwxyz", at: Point(x: 0, y: 0), role: .desk)
    _ = encoder.encode(grid, theme: theme, depth: .monochrome)
    grid.put("A", at: Point(x: 0, y: 0), role: .desk)
    grid.put("C", at: Point(x: 2, y: 0), role: .desk)
    grid.put("Z", at: Point(x: 25, y: 0), role: .desk)
    #expect(text(encoder.encode(grid, theme: theme, depth: .monochrome)) == "\rAbC\u{1B}[22CZ")
  }

  @Test func wideCharactersAreDrawnOnceAndAChangedRightHalfRedrawsTheLeft() {
    var encoder = FrameEncoder()
    var grid = Grid(size: Size(width: 6, height: 1))
    grid.write("日本", at: Point(x: 0, y: 0), role: .desk)
    let first = text(encoder.encode(grid, theme: theme, depth: .monochrome))
    #expect(first.hasSuffix("\u{1B}[2J日本"))
    // Overwriting the right half of 本 breaks it: both cells become blanks plus the new letter
    // (back two columns by backspaces: two bytes, where CUB takes four).
    grid.put("x", at: Point(x: 3, y: 0), role: .desk)
    #expect(text(encoder.encode(grid, theme: theme, depth: .monochrome)) == "\u{8}\u{8} x")
  }

  @Test func styleChangesUseShortSGR() {
    var encoder = FrameEncoder()
    var grid = Grid(size: Size(width: 4, height: 1))
    grid.write("ab", at: Point(x: 0, y: 0), role: .row)
    let first = text(encoder.encode(grid, theme: theme, depth: .palette16))
    #expect(first == "\u{1B}[m\u{1B}[H\u{1B}[2J\u{1B}[30;107mab")
    grid.paint(Rect(x: 0, y: 0, width: 2, height: 1), role: .selected)
    #expect(text(encoder.encode(grid, theme: theme, depth: .palette16)) == "\r\u{1B}[1;97;44mab")
  }

  @Test func resizeOrInvalidateRepaintsEverything() {
    var encoder = FrameEncoder()
    var grid = Grid(size: Size(width: 4, height: 1))
    grid.write("ab", at: Point(x: 0, y: 0), role: .desk)
    _ = encoder.encode(grid, theme: theme, depth: .monochrome)
    encoder.invalidate()
    #expect(text(encoder.encode(grid, theme: theme, depth: .monochrome)) == "\u{1B}[m\u{1B}[H\u{1B}[2Jab")
    #expect(
      text(encoder.encode(Grid(size: Size(width: 1, height: 1)), theme: theme, depth: .monochrome))
        == "\u{1B}[m\u{1B}[H\u{1B}[2J")
  }

  @Test func controlCharactersNeverReachTheTerminal() {
    var encoder = FrameEncoder()
    var grid = Grid(size: Size(width: 2, height: 1))
    grid.put("\u{1B}", at: Point(x: 0, y: 0), role: .desk)
    #expect(!encoder.encode(grid, theme: theme, depth: .monochrome).dropFirst(10).contains(0x1B))
  }

  /// Moving the selection one row in a list changes two rows of text and colour: the bytes for
  /// that must stay well below the 200-byte budget per wheel step.
  @Test(arguments: [false, true])
  func twoRowSelectionMoveInTrueColorIsCheap(backgroundColorErase: Bool) {
    var encoder = FrameEncoder(backgroundColorErase: backgroundColorErase)
    var grid = Grid(size: Size(width: 100, height: 40))
    grid.fill(Rect(x: 30, y: 5, width: 40, height: 20), role: .row)
    for i in 0..<10 { grid.write("Menu item \(i)", at: Point(x: 31, y: 6 + i), role: .row) }
    grid.paint(Rect(x: 30, y: 6, width: 40, height: 1), role: .selected)
    _ = encoder.encode(grid, theme: theme, depth: .trueColor)
    grid.paint(Rect(x: 30, y: 6, width: 40, height: 1), role: .row)
    grid.paint(Rect(x: 30, y: 7, width: 40, height: 1), role: .selected)
    let bytes = encoder.encode(grid, theme: theme, depth: .trueColor)
    #expect(bytes.count < (backgroundColorErase ? 100 : 140), "\(bytes.count) bytes: \(text(bytes).debugDescription)")
  }

  @Test func runsOfBlanksAreErasedWhenTheTerminalHasBCE() {
    var encoder = FrameEncoder(backgroundColorErase: true)
    var grid = Grid(size: Size(width: 30, height: 1))
    grid.write("abcdefghijklmnopqrstuvwxyzABCD", at: Point(x: 0, y: 0), role: .desk)
    _ = encoder.encode(grid, theme: theme, depth: .monochrome)
    grid.fill(Rect(x: 1, y: 0, width: 29, height: 1), role: .desk)
    grid.put("x", at: Point(x: 20, y: 0), role: .desk)
    // 19 blanks mid-row: ECH then a forward move; 9 blanks to the end: EL.
    #expect(text(encoder.encode(grid, theme: theme, depth: .monochrome)) == "\u{1B}[1;2H\u{1B}[19X\u{1B}[19Cx\u{1B}[K")
  }

  /// A title replaced by a shorter one leaves changed and unchanged blanks mixed (the old
  /// title's own spaces): one erase covers them all when it is shorter than the spaces.
  @Test func blanksAlreadyRightDoNotSplitAnErase() {
    var encoder = FrameEncoder(backgroundColorErase: true)
    var grid = Grid(size: Size(width: 30, height: 1))
    grid.write("Amber Horizon of the Sea", at: Point(x: 0, y: 0), role: .desk)
    grid.put("|", at: Point(x: 29, y: 0), role: .desk)
    _ = encoder.encode(grid, theme: theme, depth: .monochrome)
    grid.fill(Rect(x: 0, y: 0, width: 29, height: 1), role: .desk)
    grid.write("Amber Tide", at: Point(x: 0, y: 0), role: .desk)
    // "Horizon of the Sea" (18 cells, its spaces unchanged) becomes "Tide" and 14 blanks.
    #expect(text(encoder.encode(grid, theme: theme, depth: .monochrome)) == "\u{1B}[1;7HTide\u{1B}[14X")
  }

  /// Blanks that end a row's changes are erased from five (ECH "⎋[5X" is four bytes) and
  /// printed up to four; blanks right before a changed cell also pay the move past them.
  @Test func shortRunsOfBlanksAreErasedOnlyWhenThatIsShorter() {
    func step(_ before: String, _ after: String) -> String {
      var encoder = FrameEncoder(backgroundColorErase: true)
      var grid = Grid(size: Size(width: 20, height: 1))
      grid.write(before, at: Point(x: 0, y: 0), role: .desk)
      grid.put("|", at: Point(x: 19, y: 0), role: .desk)
      _ = encoder.encode(grid, theme: theme, depth: .monochrome)
      grid.fill(Rect(x: 0, y: 0, width: 19, height: 1), role: .desk)
      grid.write(after, at: Point(x: 0, y: 0), role: .desk)
      return text(encoder.encode(grid, theme: theme, depth: .monochrome))
    }
    #expect(step("Highway Sixty", "Highway") == "\u{1B}[1;9H\u{1B}[5X")
    #expect(step("Highway Sixt", "Highway") == "\u{1B}[1;9H    ")
    #expect(step("abcdefg", "a     X") == "\u{1B}[1;2H     X")
    #expect(step("abcdefghijklmno", "a             X") == "\u{1B}[1;2H\u{1B}[13X\u{1B}[13CX")
  }

  /// Back one to three columns: backspaces, one byte each; further: CUB.
  @Test func shortMovesLeftAreBackspaces() {
    var encoder = FrameEncoder()
    var grid = Grid(size: Size(width: 20, height: 3))
    grid.write("abcdefghij", at: Point(x: 0, y: 0), role: .desk)
    grid.write("abcdefghij", at: Point(x: 0, y: 1), role: .desk)
    grid.write("abcdefghij", at: Point(x: 0, y: 2), role: .desk)
    _ = encoder.encode(grid, theme: theme, depth: .monochrome)
    grid.write("XYZ", at: Point(x: 5, y: 0), role: .desk)  // the cursor ends at column 8
    grid.put("Q", at: Point(x: 6, y: 1), role: .desk)  // two back, one down
    grid.put("R", at: Point(x: 1, y: 2), role: .desk)  // six back, one down
    #expect(text(encoder.encode(grid, theme: theme, depth: .monochrome)) == "\u{1B}[1;6HXYZ\n\u{8}\u{8}Q\n\u{1B}[6DR")
  }
}
