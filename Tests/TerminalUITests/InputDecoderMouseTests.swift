import Testing
import WheelCore

@testable import TerminalUI

private func p(_ x: Int, _ y: Int) -> Point { Point(x: x, y: y) }

@Suite struct InputDecoderMouse {
  @Test func sgrPressDragReleaseInOneReadAllComeOutInOrder() {
    var decoder = InputDecoder()
    let bytes = Array("\u{1B}[<0;10;5M\u{1B}[<32;11;5M\u{1B}[<32;12;6M\u{1B}[<0;12;6m".utf8)
    #expect(
      decoder.feed(bytes) == [
        .pointerDown(p(9, 4)), .pointerDragged(p(10, 4)), .pointerDragged(p(11, 5)), .pointerUp(p(11, 5)),
      ])
    #expect(!decoder.buttonHeld)
  }

  @Test func dragOrReleaseWithoutAPressIsIgnored() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[<32;11;5M\u{1B}[<0;11;5m".utf8)).isEmpty)
  }

  @Test func modifiersAreIgnoredAndOtherButtonsToo() {
    var decoder = InputDecoder()
    // Ctrl (16) + press; right button (2); hover without button (35).
    #expect(
      decoder.feed(Array("\u{1B}[<16;3;3M\u{1B}[<2;4;4M\u{1B}[<35;5;5M\u{1B}[<48;4;3M".utf8)) == [
        .pointerDown(p(2, 2)), .pointerDragged(p(3, 2)),
      ])
  }

  @Test func scrollWheel() {
    var decoder = InputDecoder()
    #expect(
      decoder.feed(Array("\u{1B}[<64;20;10M\u{1B}[<65;20;10M\u{1B}[<66;1;1M".utf8)) == [
        .scrolled(steps: -1, at: p(19, 9)), .scrolled(steps: 1, at: p(19, 9)),
      ])
  }

  @Test func sgrReportSplitAcrossReads() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[<0;1".utf8)).isEmpty)
    #expect(decoder.feed(Array("0;5M".utf8)) == [.pointerDown(p(9, 4))])
  }

  @Test func x10PressDragReleaseAndWheel() {
    func x10(_ b: Int, _ x: Int, _ y: Int) -> [UInt8] {
      [0x1B, 0x5B, 0x4D, UInt8(32 + b), UInt8(32 + x), UInt8(32 + y)]
    }
    var decoder = InputDecoder()
    let bytes = x10(0, 10, 5) + x10(32, 11, 5) + x10(3, 11, 5) + x10(64, 1, 1) + x10(65, 1, 1) + x10(35, 2, 2)
    #expect(
      decoder.feed(bytes) == [
        .pointerDown(p(9, 4)), .pointerDragged(p(10, 4)), .pointerUp(p(10, 4)),
        .scrolled(steps: -1, at: p(0, 0)), .scrolled(steps: 1, at: p(0, 0)),
      ])
  }

  @Test func mouseAndKeysInterleaved() {
    var decoder = InputDecoder()
    #expect(
      decoder.feed(Array("j\u{1B}[<0;2;2Mk\u{1B}[<0;2;2m".utf8)) == [
        .key(.character("j")), .pointerDown(p(1, 1)), .key(.character("k")), .pointerUp(p(1, 1)),
      ])
  }

  @Test func inputsBecomeEventsWithTheirTime() {
    #expect(TerminalInput.pointerDown(p(1, 2)).event(at: 3.5) == .pointerDown(p(1, 2), time: 3.5))
    #expect(TerminalInput.key(.up).event(at: 1) == .keyPressed(.up, time: 1))
  }
}
