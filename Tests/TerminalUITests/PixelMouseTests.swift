import Testing
import WheelCore

@testable import TerminalUI

private func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

/// SGR-Pixels (mode 1016): the same reports as SGR, in pixels. The decoder turns them into the
/// cell the pointer is on and the fractional position within it, for the ring's angle.
@Suite struct PixelMouseTests {
  static let grid = PixelGrid(cellWidth: 10, cellHeight: 20)!

  @Test func pixelReportsBecomeCellsWithTheExactPositionAlongside() {
    var decoder = InputDecoder()
    decoder.pixelGrid = Self.grid
    // Pixel 105 (1-based) is the 5th pixel of column 10: 10.45 columns; pixel 210 is 10.475 rows.
    let inputs = decoder.feed(bytes("\u{1B}[<0;105;210M\u{1B}[<32;119;215M\u{1B}[<0;119;215m"))
    let down = CellPosition(x: 10.45, y: 10.475)
    let drag = CellPosition(x: 11.85, y: 10.725)
    #expect(
      inputs == [
        .pointerDown(Point(x: 10, y: 10), exact: down), .pointerDragged(Point(x: 11, y: 10), exact: drag),
        .pointerUp(Point(x: 11, y: 10), exact: drag),
      ])
    #expect(inputs.first?.event(at: 3) == .pointerDown(Point(x: 10, y: 10), time: 3, exact: down))
  }

  @Test func scrollNotchesInPixelsLandOnTheirCell() {
    var decoder = InputDecoder()
    decoder.pixelGrid = Self.grid
    #expect(decoder.feed(bytes("\u{1B}[<65;95;41M")) == [.scrolled(steps: 1, at: Point(x: 9, y: 2))])
  }

  /// Without mode 1016 the same bytes are cells, as before; X10 reports are never pixels.
  @Test func withoutPixelsReportsStayCells() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("\u{1B}[<0;105;210M")) == [.pointerDown(Point(x: 104, y: 209))])
    var pixels = InputDecoder()
    pixels.pixelGrid = Self.grid
    #expect(pixels.feed([0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 7]) == [.pointerDown(Point(x: 4, y: 7))])
  }

  @Test func pixelGridRefusesEmptyCellsAndReadsTheWindowSize() {
    #expect(PixelGrid(cellWidth: 0, cellHeight: 20) == nil)
    #expect(PixelGrid(cellWidth: .nan, cellHeight: 20) == nil)
    #expect(PixelGrid(window: Size(width: 1000, height: 480), cells: Size(width: 100, height: 24)) == Self.grid)
    #expect(PixelGrid(window: Size(width: 0, height: 0), cells: Size(width: 100, height: 24)) == nil)
  }

  /// DECRQM's answer: `ESC [ ? 1016 ; Ps $ y`.
  @Test func modeReportsAreParsed() {
    var decoder = InputDecoder()
    #expect(
      decoder.feed(bytes("\u{1B}[?1016;2$y\u{1B}[?1016;0$yq")) == [
        .reply(.modeReport(mode: 1016, setting: 2)), .reply(.modeReport(mode: 1016, setting: 0)), .key(.character("q")),
      ])
  }

  @Test func theProbeTurnsPixelsOnOnlyWhenTheTerminalSaysItKnowsThem() {
    let environment = ["TERM": "xterm-256color"]
    for (setting, on) in [(1, true), (2, true), (3, true), (0, false), (4, false)] {
      var probe = PixelMouseProbe(environment: environment, now: 0)!
      probe.receive(.modeReport(mode: 1016, setting: setting))
      #expect(probe.isFinished(at: 0.01))
      #expect((probe.grid(window: Self.grid) != nil) == on, "setting \(setting)")
    }
    var other = PixelMouseProbe(environment: environment, now: 0)!
    other.receive(.modeReport(mode: 2026, setting: 1))
    #expect(!other.isFinished(at: 0.01))
  }

  /// A terminal that never answers: the wait ends at the deadline and pixels stay off.
  @Test func aSilentTerminalCostsOnlyTheTimeout() {
    let probe = PixelMouseProbe(environment: ["TERM": "xterm"], now: 10)!
    #expect(!probe.isFinished(at: 10.1))
    #expect(probe.isFinished(at: 10 + PixelMouseProbe.timeout))
    #expect(probe.grid(window: Self.grid) == nil)
  }

  /// The cell size comes from the window's pixels, else from the answer to `ESC [ 16 t`; with
  /// neither there is no way to map pixels to cells and pixels stay off.
  @Test func theCellSizeComesFromTheWindowOrTheAnswer() {
    var probe = PixelMouseProbe(environment: ["TERM": "xterm"], now: 0)!
    probe.receive(.modeReport(mode: 1016, setting: 2))
    #expect(probe.grid(window: nil) == nil)
    probe.receive(.cellSize(Size(width: 10, height: 20)))
    #expect(probe.grid(window: nil) == Self.grid)
  }

  @Test func neverAskedWhereAnswersCannotBeTrusted() {
    #expect(PixelMouseProbe(environment: ["TERM": "linux"], now: 0) == nil)
    #expect(PixelMouseProbe(environment: ["TERM": "dumb"], now: 0) == nil)
    #expect(PixelMouseProbe(environment: ["TERM": "xterm", "IPODTUI_PIXEL_MOUSE": "off"], now: 0) == nil)
    // tmux passes neither question nor mode on: asking through it only adds bytes to its stream.
    #expect(PixelMouseProbe(environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"], now: 0) == nil)
    #expect(PixelMouseProbe(environment: ["TERM": "screen-256color"], now: 0) == nil)
    #expect(PixelMouseProbe.query == bytes("\u{1B}[16t\u{1B}[?1016$p"))
  }

  @Test func everyWayOutTurnsPixelsOff() {
    #expect(TerminalScreen.modesOff.contains("\u{1B}[?1016l"))
  }
}
