import Platform
import WheelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks the terminal for its background colour (OSC 11), with DA1 as the sentinel: every
/// terminal answers DA1, so a terminal that ignores OSC 11 costs one round trip, not the
/// whole timeout. Runs in raw mode and restores the tty's modes afterwards.
///
/// Call it once curses has the terminal (`TerminalScreen`), before the first frame: the modes
/// it restores are then curses' (no echo), so an answer that comes after the deadline (a slow
/// link) is never echoed onto the screen; it reaches the input decoder, which swallows it.
/// Before curses, the shell's modes would echo it as `^[]11;rgb:…` on the user's screen.
public enum BackgroundProbe {
  static let query = Array("\u{1B}]11;?\u{07}\u{1B}[c".utf8)
  /// The most bytes kept while waiting: both answers take under 60; the rest (a paste typed
  /// during start-up) is not worth holding.
  static let maxReply = 1024
  /// The longest wait accepted, whatever the caller asks.
  static let maxTimeout = 1.0

  /// The background colour, or nil (no answer within `timeout` seconds, or not a terminal).
  public static func queryBackground(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, timeout: Double = 0.1)
    -> RGB?
  {
    guard isatty(input) == 1, isatty(output) == 1 else { return nil }
    var saved = termios()
    guard tcgetattr(input, &saved) == 0 else { return nil }
    var rawMode = saved
    cfmakeraw(&rawMode)
    guard tcsetattr(input, TCSANOW, &rawMode) == 0 else { return nil }
    defer { _ = tcsetattr(input, TCSANOW, &saved) }
    guard StandardStreams.writeAll(query, to: output) else { return nil }
    var reply: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    let deadline = MonotonicClock.now() + (timeout.isNaN ? 0 : min(max(timeout, 0), Self.maxTimeout))
    while !BackgroundReply.containsDeviceAttributes(reply), reply.count < Self.maxReply {
      let left = deadline - MonotonicClock.now()
      guard left > 0 else { break }
      var p = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      guard poll(&p, 1, Int32((left * 1000).rounded(.up))) > 0, p.revents & Int16(POLLIN) != 0 else { break }
      let n = read(input, &buffer, buffer.count)
      if n <= 0 { break }
      reply += buffer[0..<min(n, Self.maxReply - reply.count)]
    }
    return BackgroundReply.background(in: reply)
  }
}
