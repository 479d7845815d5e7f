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
    #expect(BackgroundReply.background(in: Array("\u{1B}]11;rgb:zz\u{07}\u{1B}]11;rgb:f/f/f\u{07}".utf8)) == RGB(0xFFFFFF))
  }

  @Test func aProbeOnATerminalThatFloodsItKeepsABoundedReplyAndTheTTYModes() throws {
    let pty = try PseudoTerminal()
    var before = termios()
    _ = tcgetattr(pty.slave, &before)
    let flood = [UInt8](repeating: UInt8(ascii: "a"), count: 3_000)  // under the pty's 4 KB line buffer
    #expect(write(pty.master, flood, flood.count) == flood.count)
    #expect(BackgroundProbe.queryBackground(input: pty.slave, output: pty.slave, timeout: .infinity) == nil)
    var after = termios()
    _ = tcgetattr(pty.slave, &after)
    #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag)
    // What the probe did not read is still waiting: it kept at most its cap (plus one read).
    // Drained in raw mode: restored canonical mode hands over no unfinished line at all.
    var raw = after
    cfmakeraw(&raw)
    _ = tcsetattr(pty.slave, TCSANOW, &raw)
    var waiting = 0
    var buffer = [UInt8](repeating: 0, count: 4096)
    _ = fcntl(pty.slave, F_SETFL, fcntl(pty.slave, F_GETFL) | O_NONBLOCK)
    while true {
      let n = read(pty.slave, &buffer, buffer.count)
      if n <= 0 { break }
      waiting += n
    }
    #expect(waiting >= flood.count - BackgroundProbe.maxReply - 256)
  }

  @Test func aTimeoutThatIsNoNumberEndsAtOnce() throws {
    let pty = try PseudoTerminal()
    #expect(BackgroundProbe.queryBackground(input: pty.slave, output: pty.slave, timeout: .nan) == nil)
    #expect(BackgroundProbe.queryBackground(input: pty.slave, output: pty.slave, timeout: -1) == nil)
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
