import Testing
import WheelCore

@testable import TerminalUI

private func decode(_ text: String) -> [TerminalInput] {
  var decoder = InputDecoder()
  return decoder.feed(Array(text.utf8))
}

private func p(_ x: Int, _ y: Int) -> Point { Point(x: x, y: y) }

@Suite struct InputDecoderKeys {
  @Test func plainKeys() {
    #expect(
      decode("q\r\n\t \u{7F}\u{08}\u{03}") == [
        .key(.character("q")), .key(.enter), .key(.enter), .key(.tab), .key(.space),
        .key(.backspace), .key(.backspace), .key(.controlC),
      ])
  }

  @Test func arrowsInCSIAndSS3Forms() {
    #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.key(.up), .key(.down), .key(.right), .key(.left)])
    #expect(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.key(.up), .key(.down), .key(.right), .key(.left)])
    #expect(decode("\u{1B}[1;5A") == [.key(.up)], "modifiers are ignored")
  }

  @Test func navigationKeys() {
    #expect(
      decode("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}OH\u{1B}OF") == [
        .key(.home), .key(.end), .key(.home), .key(.end), .key(.home), .key(.end), .key(.home), .key(.end),
      ])
    #expect(decode("\u{1B}[5~\u{1B}[6~") == [.key(.pageUp), .key(.pageDown)])
  }

  @Test func utf8CharactersIncludingOnesSplitAcrossReads() {
    #expect(decode("é日🎵") == [.key(.character("é")), .key(.character("日")), .key(.character("🎵"))])
    var decoder = InputDecoder()
    let bytes = Array("日".utf8)
    #expect(decoder.feed(bytes[0..<1]).isEmpty)
    #expect(decoder.feed(bytes[1..<2]).isEmpty)
    #expect(decoder.feed(bytes[2..<3]) == [.key(.character("日"))])
  }

  @Test func invalidUTF8IsDropped() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0xFF, 0xC0, 0x41, 0xE6, 0x41]) == [.key(.character("A")), .key(.character("A"))])
  }

  @Test func bareEscapeWaitsForTheFlush() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.flushDelay == InputDecoder.escapeDelay)
    #expect(decoder.flush() == [.key(.escape)])
    #expect(!decoder.hasPending)
  }

  @Test func escapeThenTheRestOfASequenceInALaterReadIsOneKey() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.feed(Array("[B".utf8)) == [.key(.down)])
  }

  @Test func escapeFollowedByAnotherEscapeOrALetter() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B, 0x1B]) == [.key(.escape)])
    #expect(decoder.flush() == [.key(.escape)])
    #expect(decode("\u{1B}j") == [.key(.escape), .key(.character("j"))])
  }

  @Test func partialSequenceIsDroppedOnFlushNotTyped() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[<0;1".utf8)).isEmpty)
    #expect(decoder.flushDelay == InputDecoder.partialDelay)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.feed(Array("x".utf8)) == [.key(.character("x"))])
  }

  /// Replies never become keys: the background colour is a report, the rest is swallowed.
  @Test func terminalRepliesAndUnknownSequencesAreSwallowed() {
    let text =
      "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}a\u{1B}[?62;22c\u{1B}]10;x\u{1B}\\b\u{1B}[I\u{1B}[?2;3Rc\u{1B}[3~\u{1B}OPd"
    // The background colour and DA1 are read as the probes' answers, never as keys.
    #expect(
      decode(text) == [
        .reply(.background(RGB(0xFFFFFF))), .key(.character("a")), .reply(.deviceAttributes([62, 22])),
        .key(.character("b")), .key(.character("c")), .key(.character("d")),
      ])
  }

  @Test func cursorReportsAreReportsNeverKeys() {
    let text = "a\u{1B}[12;3Rb\u{1B}[1;5R\u{1B}[9999;9999R"
    #expect(
      decode(text) == [
        .key(.character("a")), .cursorReport(CursorReport(row: 12, column: 3)), .key(.character("b")),
        .cursorReport(CursorReport(row: 1, column: 5)), .cursorReport(CursorReport(row: 9999, column: 9999)),
      ])
    // A report split between two reads is held, then completed.
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[3;".utf8)).isEmpty)
    #expect(decoder.feed(Array("2R".utf8)) == [.cursorReport(CursorReport(row: 3, column: 2))])
  }

  @Test func malformedCursorReportsAreDropped() {
    // Numbers past four digits, signs, zero, a missing or third field, a private marker: none
    // is a report, none reaches arithmetic, none types its digits as keys.
    for junk in [
      "\u{1B}[99999;1R", "\u{1B}[1;-9223372036854775808R", "\u{1B}[0;3R", "\u{1B}[3;0R", "\u{1B}[3R", "\u{1B}[;3R",
      "\u{1B}[1;2;3R", "\u{1B}[?3;2R", "\u{1B}[+3;2R", "\u{1B}[3;2 R",
    ] {
      #expect(decode(junk + "z") == [.key(.character("z"))], "\(junk.debugDescription)")
    }
  }

  @Test func garbageCannotGrowTheBuffer() {
    var decoder = InputDecoder()
    _ = decoder.feed(Array(("\u{1B}[" + String(repeating: "1", count: 200) + "A").utf8))
    #expect(!decoder.hasPending)
    _ = decoder.feed(Array(("\u{1B}]" + String(repeating: "x", count: 5000)).utf8))
    #expect(!decoder.hasPending)
  }
}
