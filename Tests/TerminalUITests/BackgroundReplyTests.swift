import Testing
import WheelCore

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// The background probe's replies are untrusted bytes: only a whole reply counts, no number is
/// read unbounded, and the probe holds a bounded amount whatever arrives.
@Suite struct BackgroundReplyTests {
  @Test func onlyAWholeReplyCounts() {
    #expect(BackgroundReply.background(in: Array("junk\u{1B}]11;rgb:0000/8080/ffff\u{1B}\\".utf8)) == RGB(0x0080FF))
    // Cut off by the deadline: no colour rather than a wrong one ("ff" would read as 255).
    #expect(BackgroundReply.background(in: Array("\u{1B}]11;rgb:0000/0000/ff".utf8)) == nil)
    #expect(BackgroundReply.background(in: Array("\u{1B}]11;rgb:0000/0000/ffff\u{1B}".utf8)) == nil)
    // Typed rather than sent: no ESC before it.
    #expect(BackgroundReply.background(in: Array("]11;rgb:ffff/ffff/ffff\u{07}".utf8)) == nil)
    // Five digits, four channels, empty channels, a sign: none is a reply.
    for body in ["fffff/0/0", "0/0/0/0", "//", "0/-1/0", "+f/0/0", String(repeating: "f", count: 5000) + "/0/0"] {
      #expect(BackgroundReply.background(in: Array("\u{1B}]11;rgb:\(body)\u{07}".utf8)) == nil, "\(body.prefix(20))")
    }
    // A broken reply does not hide a whole one after it.
    #expect(
      BackgroundReply.background(in: Array("\u{1B}]11;rgb:zz\u{07}\u{1B}]11;rgb:f/f/f\u{07}".utf8)) == RGB(0xFFFFFF))
  }

  /// The answer arrives with the input, after the first frame: the decoder hands it over as
  /// a report (ended by BEL or ST), never as keys, and keys around it are kept.
  @Test func theAnswerArrivesAsAReportAmongKeys() {
    var decoder = InputDecoder()
    let bel = decoder.feed(Array("j\u{1B}]11;rgb:ffff/ffff/fefe\u{07}k".utf8))
    #expect(bel == [.key(.character("j")), .reply(.background(RGB(0xFFFFFE))), .key(.character("k"))])
    let st = decoder.feed(Array("\u{1B}]11;rgb:1c1c/1c1c/1c1c\u{1B}\\".utf8))
    #expect(st == [.reply(.background(RGB(0x1C1C1C)))])
    // Split across reads, as a slow link delivers it.
    #expect(decoder.feed(Array("\u{1B}]11;rgb:00".utf8)).isEmpty)
    #expect(decoder.feed(Array("00/0000/0000\u{07}".utf8)) == [.reply(.background(RGB(0x000000)))])
    // A malformed answer or another OSC string is swallowed, never typed.
    #expect(decoder.feed(Array("\u{1B}]11;rgb:zz/0/0\u{07}\u{1B}]10;rgb:0/0/0\u{07}".utf8)).isEmpty)
  }

  @Test func theTerminalIsAskedWithoutWaiting() throws {
    let pty = try PseudoTerminal()
    #expect(BackgroundProbe.ask(output: pty.slave))
    var buffer = [UInt8](repeating: 0, count: 64)
    let n = read(pty.master, &buffer, buffer.count)
    #expect(Array(buffer.prefix(max(0, n))) == Array("\u{1B}]11;?\u{07}".utf8))
    #expect(!BackgroundProbe.ask(output: -1))
  }
}

/// A pseudo-terminal pair: the test plays the terminal on `master`. The pty functions are
/// looked up at run time: Swift's Glibc module hides them (they need `_XOPEN_SOURCE`).
final class PseudoTerminal {
  let master: Int32
  let slave: Int32

  struct Failure: Error {}

  private typealias IntFunction = @convention(c) (Int32) -> Int32
  private typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  private static func function<F>(_ name: String, as type: F.Type) throws -> F {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { throw Failure() }
    return unsafeBitCast(symbol, to: type)
  }

  init() throws {
    let grant = try Self.function("grantpt", as: IntFunction.self)
    let unlock = try Self.function("unlockpt", as: IntFunction.self)
    let name = try Self.function("ptsname", as: NameFunction.self)
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard master >= 0, grant(master) == 0, unlock(master) == 0, let path = name(master) else { throw Failure() }
    slave = open(path, O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw Failure() }
  }

  deinit {
    close(slave)
    close(master)
  }
}
