import Testing
import WheelCore

@testable import TerminalUI

private func decode(_ text: String) -> [TerminalInput] {
  var decoder = InputDecoder()
  return decoder.feed(Array(text.utf8))
}

/// Numbers in reports come from whatever writes to the terminal: every one is read with
/// bounds, and a report whose numbers are not a place on screen is dropped whole.
@Suite struct InputDecoderBounds {
  static let hostile = [
    "-9223372036854775808", "9223372036854775807", "99999999999999999999999", "-1", "+5", "0", "", " 5", "10000",
    "00001",
  ]

  @Test(arguments: hostile)
  func hostileXOrYInAnyReportIsDroppedNotATrap(number: String) {
    for code in ["0", "32", "64", "65", "3"] {
      for final in ["M", "m"] {
        #expect(decode("\u{1B}[<\(code);\(number);1\(final)").isEmpty, "x \(number) code \(code)\(final)")
        #expect(decode("\u{1B}[<\(code);1;\(number)\(final)").isEmpty, "y \(number) code \(code)\(final)")
      }
    }
  }

  @Test(arguments: hostile.filter { $0 != "0" })
  func hostileButtonCodeIsDropped(number: String) {
    #expect(decode("\u{1B}[<\(number);5;5M").isEmpty)
  }

  @Test func missingOrExtraFieldsAreDropped() {
    for params in ["", "0", "0;1", "0;1;", ";1;1", "0;;1", "0;1;1;1", ";;"] {
      #expect(decode("\u{1B}[<\(params)M").isEmpty, "\(params)")
    }
  }

  @Test func theLargestAcceptedCoordinatesStillDecode() {
    var decoder = InputDecoder()
    #expect(
      decoder.feed(Array("\u{1B}[<0;9999;9999M\u{1B}[<64;1;9999M".utf8)) == [
        .pointerDown(Point(x: 9998, y: 9998)), .scrolled(steps: -1, at: Point(x: 0, y: 9998)),
      ])
  }

  @Test func reportsAfterAHostileOneStillDecode() {
    #expect(decode("\u{1B}[<0;-9223372036854775808;1M\u{1B}[<0;3;4M") == [.pointerDown(Point(x: 2, y: 3))])
  }

  @Test func keyNumbersAreBoundedToo() {
    #expect(decode("\u{1B}[+5~\u{1B}[-6~\u{1B}[99999999999999999999999~\u{1B}[5~") == [.key(.pageUp)])
  }

  /// A cut-off SS3 or X10 report must not swallow the Esc of the report after it.
  @Test func truncatedSS3OrX10LeavesTheNextReport() {
    #expect(decode("\u{1B}O\u{1B}[<0;2;2M") == [.pointerDown(Point(x: 1, y: 1))])
    #expect(decode("\u{1B}[M\u{1B}[<0;2;2M") == [.pointerDown(Point(x: 1, y: 1))])
    #expect(decode("\u{1B}[M !\u{1B}[<0;2;2M") == [.pointerDown(Point(x: 1, y: 1))])
  }

  @Test func controlZAsksToSuspend() {
    #expect(decode("a\u{1A}b") == [.key(.character("a")), .suspend, .key(.character("b"))])
    #expect(TerminalInput.suspend.event(at: 1) == nil)
  }
}

/// Bracketed paste: the terminal wraps pasted text in `ESC[200~ … ESC[201~`; it becomes one
/// `.pasted` input and none of it is read as keys.
@Suite struct InputDecoderPaste {
  @Test func pasteIsOneInputNotKeys() {
    #expect(
      decode("j\u{1B}[200~q\u{1B}[A\u{1B}[<0;1;1Mp\u{1B}[201~k") == [
        .key(.character("j")), .pasted("q\u{1B}[A\u{1B}[<0;1;1Mp"), .key(.character("k")),
      ])
    #expect(TerminalInput.pasted("x").event(at: 2) == .pasted("x"))
  }

  @Test func pasteSplitAcrossReadsEvenInsideTheEndMarker() {
    let bytes = Array("\u{1B}[200~hello world\u{1B}[201~q".utf8)
    for cut1 in 1..<bytes.count {
      var decoder = InputDecoder()
      var out = decoder.feed(bytes[..<cut1])
      out += decoder.feed(bytes[cut1...])
      #expect(out == [.pasted("hello world"), .key(.character("q"))], "cut at \(cut1)")
    }
  }

  @Test func pasteWithoutItsEndEndsAtTheFlushAndIsNeverTyped() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~quit".utf8)).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.flushDelay == InputDecoder.pasteDelay)
    #expect(decoder.flush() == [.pasted("quit")])
    #expect(!decoder.hasPending)
    #expect(decoder.feed(Array("q".utf8)) == [.key(.character("q"))])
  }

  @Test func aHugePasteKeepsOnlyItsStartAndStillEnds() {
    var decoder = InputDecoder()
    var out = decoder.feed(Array("\u{1B}[200~".utf8))
    for _ in 0..<100 { out += decoder.feed([UInt8](repeating: UInt8(ascii: "a"), count: 1000)) }
    out += decoder.feed(Array("\u{1B}[201~q".utf8))
    #expect(out == [.pasted(String(repeating: "a", count: InputDecoder.maxPaste)), .key(.character("q"))])
  }

  @Test func emptyPasteAndStrayEndMarkerAreNothing() {
    #expect(decode("\u{1B}[200~\u{1B}[201~\u{1B}[201~x") == [.key(.character("x"))])
  }
}
