import Testing
import WheelCore

@testable import TerminalUI

/// The graphics probe's questions and answers, and how image placements become bytes.
@Suite struct GraphicsTests {
  @Test func repliesAreReadFromTheInputAndNeverBecomeKeys() {
    var decoder = InputDecoder()
    let bytes = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;13;6t\u{1B}[?63;1;2;4;6;9;15;22c".utf8)
    let inputs = decoder.feed(bytes)
    #expect(
      inputs == [
        .reply(.kittyGraphics(ok: true)), .reply(.cellSize(Size(width: 6, height: 13))),
        .reply(.deviceAttributes([63, 1, 2, 4, 6, 9, 15, 22])),
      ])
    #expect(decoder.feed(Array("\u{1B}_Gi=31;ENOENT:no\u{1B}\\".utf8)) == [.reply(.kittyGraphics(ok: false))])
    // Answers cut between reads wait for their ends; other APC strings stay ignored.
    #expect(decoder.feed(Array("\u{1B}[?62;".utf8)).isEmpty)
    #expect(decoder.feed(Array("22cq".utf8)) == [.reply(.deviceAttributes([62, 22])), .key(.character("q"))])
    #expect(decoder.feed(Array("\u{1B}_Xsomething\u{1B}\\\u{1B}[8;24;80t".utf8)).isEmpty)
  }

  @Test func theProbeChoosesKittyThenSixelAndNeedsASixelCellSize() {
    var probe = GraphicsProbe(environment: ["TERM": "xterm-256color"], now: 0)!
    #expect(!probe.isFinished(at: 0.1))
    probe.receive(.deviceAttributes([62, 22]))
    #expect(probe.isFinished(at: 0.1))
    #expect(probe.chosen(windowPixels: nil) == nil)  // no sixel, no kitty: blocks
    var sixel = GraphicsProbe(environment: ["TERM": "xterm"], now: 0)!
    sixel.receive(.deviceAttributes([63, 1, 4]))
    #expect(sixel.chosen(windowPixels: nil) == nil)  // sixel without a cell size: not risked
    sixel.receive(.cellSize(Size(width: 6, height: 13)))
    #expect(sixel.chosen(windowPixels: nil)?.0 == .sixel)
    var kitty = GraphicsProbe(environment: ["TERM": "xterm-kitty"], now: 0)!
    kitty.receive(.kittyGraphics(ok: true))
    kitty.receive(.deviceAttributes([62, 4]))
    #expect(kitty.chosen(windowPixels: nil)?.0 == .kitty)
    // A terminal that never answers: blocks once the time is up.
    let silent = GraphicsProbe(environment: ["TERM": "xterm"], now: 0)!
    #expect(
      silent.isFinished(at: GraphicsProbe.timeout) && silent.chosen(windowPixels: Size(width: 8, height: 16)) == nil)
  }

  @Test func nothingIsAskedInsideTmuxScreenOrTheConsole() {
    #expect(GraphicsProbe(environment: ["TERM": "xterm-256color", "TMUX": "/tmp/tmux-0/default,1,0"], now: 0) == nil)
    #expect(GraphicsProbe(environment: ["TERM": "tmux-256color"], now: 0) == nil)
    #expect(GraphicsProbe(environment: ["TERM": "screen-256color"], now: 0) == nil)
    #expect(GraphicsProbe(environment: ["TERM": "xterm", "STY": "1.pts"], now: 0) == nil)
    #expect(GraphicsProbe(environment: ["TERM": "linux"], now: 0) == nil)
    #expect(GraphicsProbe(environment: ["TERM": "xterm", "IPODTUI_GRAPHICS": "blocks"], now: 0) == nil)
    #expect(GraphicsProbe.query.last == UInt8(ascii: "c"))  // DA1 last: its answer ends the wait
  }

  @Test func sixelBandsCoverWholeRowsOfSixAndUseThePalette() {
    let picture = Picture(width: 2, height: 2, pixels: [RGB(0xFF0000), RGB(0x0000FF), RGB(0xFF0000), RGB(0x0000FF)])!
    let bytes = SixelEncoder.encode(picture, width: 8, height: 13)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("\u{1B}P9;1;0q\"1;1;8;12"))  // 13 rows cut to two whole bands
    #expect(text.hasSuffix("\u{1B}\\"))
    let red = SixelEncoder.paletteIndex(RGB(0xFF0000))
    let blue = SixelEncoder.paletteIndex(RGB(0x0000FF))
    #expect(SixelEncoder.percent(red) == (100, 0, 0) && SixelEncoder.percent(blue) == (0, 0, 100))
    // Each band, colours in palette order: blue over the right half (all six bits, `~`, four
    // times: `!4~`), then red over the left.
    #expect(blue < red)
    #expect(text.contains("#\(blue)!4?!4~$#\(red)!4~!4?-"))
    #expect(text.components(separatedBy: "-").count == 3)
  }

  @Test func theLayerSendsAPictureOnceBlanksItsCellsAndRepaintsWhenItGoes() {
    var grid = Grid(size: Size(width: 20, height: 10))
    let picture = Picture(width: 4, height: 4, pixels: Array(repeating: RGB(0x336699), count: 16))!
    let rect = Rect(x: 2, y: 1, width: 4, height: 3)
    for y in rect.y..<rect.maxY {
      for x in rect.x..<rect.maxX { grid.putArt(at: Point(x: x, y: y), top: RGB(0x336699), bottom: RGB(0x336699)) }
    }
    grid.place(picture, over: rect)
    var off = ImageLayer()
    #expect(off.prepare(grid).bytes.isEmpty)  // blocks only: nothing extra
    var layer = ImageLayer()
    layer.use(.sixel, cell: Size(width: 6, height: 12))
    let first = layer.prepare(grid)
    let text = String(decoding: first.bytes, as: UTF8.self)
    #expect(text.hasPrefix("\u{1B}7\u{1B}[2;3H\u{1B}P") && text.hasSuffix("\u{1B}8"))
    #expect(first.grid[2, 1].character == " " && first.grid[2, 3].character == "▀")  // last row keeps its blocks
    #expect(!first.repaint)
    #expect(layer.prepare(grid).bytes.isEmpty)  // unchanged: not sent again
    let gone = layer.prepare(Grid(size: grid.size))
    #expect(gone.repaint && gone.bytes.isEmpty)
    // A picture that would reach the last row is not sent (sixel would scroll the screen).
    var low = Grid(size: Size(width: 20, height: 4))
    low.place(picture, over: Rect(x: 0, y: 1, width: 4, height: 3))
    #expect(layer.prepare(low).bytes.isEmpty)
  }

  @Test func kittyPicturesAreChunkedByChafaAndTheOldOneDeleted() {
    var grid = Grid(size: Size(width: 20, height: 10))
    let picture = Picture(width: 8, height: 8, pixels: (0..<64).map { RGB(UInt32($0 * 4000)) })!
    grid.place(picture, over: Rect(x: 1, y: 1, width: 4, height: 2))
    var layer = ImageLayer()
    layer.use(.kitty, cell: Size(width: 10, height: 20))
    let text = String(decoding: layer.prepare(grid).bytes, as: UTF8.self)
    #expect(text.contains("\u{1B}_Ga=d,d=A\u{1B}\\"))
    #expect(text.contains("\u{1B}_Ga=T,f=32") && text.contains(",c=4,r=2"))
    #expect(layer.closingBytes == ImageLayer.kittyDeleteAll)
  }
}
