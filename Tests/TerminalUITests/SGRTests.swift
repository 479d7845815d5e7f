import Testing
import WheelCore

@testable import TerminalUI

private func sgr(_ from: TerminalStyle?, _ to: TerminalStyle) -> String {
  String(decoding: SGR.transition(from: from, to: to), as: UTF8.self)
}

@Suite struct SGRTests {
  @Test func colourForms() {
    #expect(sgr(.plain, TerminalStyle(foreground: .indexed(1), background: .indexed(9))) == "\u{1B}[31;101m")
    #expect(sgr(.plain, TerminalStyle(foreground: .indexed(200), background: .terminalDefault)) == "\u{1B}[38;5;200m")
    #expect(
      sgr(.plain, TerminalStyle(foreground: .rgb(1, 2, 3), background: .rgb(4, 5, 6)))
        == "\u{1B}[38;2;1;2;3;48;2;4;5;6m")
  }

  @Test func unknownPenResetsFirst() {
    #expect(sgr(nil, .plain) == "\u{1B}[m")
    #expect(
      sgr(nil, TerminalStyle(foreground: .terminalDefault, background: .terminalDefault, bold: true)) == "\u{1B}[0;1m")
  }

  @Test func onlyTheDifferenceIsSent() {
    let a = TerminalStyle(foreground: .rgb(9, 9, 9), background: .rgb(1, 1, 1), bold: true)
    var b = a
    b.bold = false
    #expect(sgr(a, b) == "\u{1B}[22m")
    #expect(sgr(a, a) == "")
  }

  @Test func resetWhenShorterThanUndoing() {
    let a = TerminalStyle(foreground: .rgb(9, 9, 9), background: .rgb(1, 1, 1), bold: true, reverse: true)
    #expect(sgr(a, .plain) == "\u{1B}[m")
  }
}

@Suite struct PictureCellEncodingTests {
  @Test func pictureCellsAreDrawnInTheirOwnColours() {
    var grid = Grid(size: Size(width: 2, height: 1))
    grid.putArt(at: Point(x: 0, y: 0), top: RGB(0xFF0000), bottom: RGB(0x0000FF))
    var encoder = FrameEncoder()
    let text = String(decoding: encoder.encode(grid, theme: .white, depth: .trueColor), as: UTF8.self)
    #expect(text.contains("38;2;255;0;0"))
    #expect(text.contains("48;2;0;0;255"))
    #expect(text.contains("▀"))
  }
}
