import Foundation
import Testing
import WheelCore

@testable import TerminalUI

/// Random and malformed byte streams through the decoder: it never traps, always finishes,
/// holds back a bounded number of bytes, reads a stream the same however it is cut into reads,
/// and still finds valid reports between pieces of garbage.
///
/// Each run draws a fresh seed and prints it; `IPODTUI_FUZZ_SEED=N swift test --filter
/// InputDecoderFuzz` replays a failure. Every property runs for a fixed time budget.
@Suite struct InputDecoderFuzz {
  static let seed: UInt64 = {
    if let text = ProcessInfo.processInfo.environment["IPODTUI_FUZZ_SEED"], let seed = UInt64(text) { return seed }
    return UInt64(truncatingIfNeeded: Int(Date().timeIntervalSince1970 * 1000))
  }()
  static let budget: Duration = .seconds(3)
  /// Pending bytes never exceed the longest string sequence plus a paste plus one read.
  static let maxHeld = ByteScanner.maxStringSequence + InputDecoder.maxPaste + 64

  /// Runs `body` with fresh generators until the budget is spent; returns how many ran.
  static func run(_ name: String, _ body: (inout InputFuzzer, Int) -> Bool) -> Int {
    var fuzzer = InputFuzzer(seed: seed)
    let clock = ContinuousClock()
    let start = clock.now
    var count = 0
    while clock.now - start < budget {
      guard body(&fuzzer, count) else { break }
      count += 1
    }
    print("fuzz \(name): \(count) streams in \(clock.now - start), seed \(seed) (IPODTUI_FUZZ_SEED=\(seed) replays)")
    return count
  }

  static func decode(_ chunks: [ArraySlice<UInt8>], held: inout Int) -> [TerminalInput] {
    var decoder = InputDecoder()
    var out: [TerminalInput] = []
    for chunk in chunks {
      out += decoder.feed(chunk)
      held = max(held, decoder.heldBytes)
    }
    out += decoder.flush()
    held = max(held, decoder.heldBytes)
    return out
  }

  static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined(separator: " ") }

  @Test func anyBytesDecodeTheSameHoweverTheyAreSplit() {
    var core = AppState(size: Size(width: 100, height: 40))
    let count = Self.run("split") { fuzzer, n in
      var stream: [UInt8] = []
      for _ in 0..<(1 + fuzzer.below(20)) {
        stream += fuzzer.chance(30) ? fuzzer.validItem().bytes : fuzzer.garbage(mayStartPaste: true)
      }
      var held = 0
      let whole = Self.decode([stream[...]], held: &held)
      let pieces = Self.decode(fuzzer.split(stream), held: &held)
      // The core takes whatever comes out, hostile or not, without trapping.
      for input in pieces { _ = input.event(at: Double(n)).map { core.update($0) } }
      guard whole == pieces, held <= Self.maxHeld else {
        Issue.record(
          "seed \(Self.seed) stream \(n): split changed the reading or held \(held) bytes: \(Self.hex(stream))")
        return false
      }
      return true
    }
    #expect(count > 100)
  }

  @Test func validReportsBetweenGarbageStillDecode() {
    let count = Self.run("interleaved") { fuzzer, n in
      var stream: [UInt8] = []
      var expected: [TerminalInput] = []
      for _ in 0..<(1 + fuzzer.below(10)) {
        stream += fuzzer.garbage(mayStartPaste: false)
        let item = fuzzer.validItem()
        stream += item.bytes
        expected.append(item.input)
      }
      var held = 0
      let out = Self.decode(fuzzer.split(stream), held: &held)
      // The expected inputs appear in order; garbage may add inputs of its own between them.
      var rest = out[...]
      for input in expected {
        guard let at = rest.firstIndex(of: input) else {
          Issue.record("seed \(Self.seed) stream \(n): \(input) lost in \(Self.hex(stream)) -> \(out)")
          return false
        }
        rest = rest[(at + 1)...]
      }
      return true
    }
    #expect(count > 100)
  }

  /// Long streams with no structure at all: the decoder keeps up and holds little.
  @Test func byteSoupNeverGrowsTheBuffer() {
    let count = Self.run("soup") { fuzzer, n in
      var decoder = InputDecoder()
      for _ in 0..<50 {
        let chunk = (0..<fuzzer.below(512)).map { _ in UInt8(fuzzer.below(256)) }
        _ = decoder.feed(chunk)
        guard decoder.heldBytes <= Self.maxHeld else {
          Issue.record("seed \(Self.seed) stream \(n): held \(decoder.heldBytes) bytes")
          return false
        }
      }
      _ = decoder.flush()
      return !decoder.hasPending
    }
    #expect(count > 10)
  }
}
