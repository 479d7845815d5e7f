import Platform
import WheelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks the terminal for its background colour (OSC 11), with DA1 as the sentinel: every
/// terminal answers DA1, so a terminal that ignores OSC 11 costs one round trip, not the
/// whole timeout. Runs before curses starts, in raw mode, and restores the tty afterwards.
public enum BackgroundProbe {
  static let query = Array("\u{1B}]11;?\u{07}\u{1B}[c".utf8)

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
    let deadline = MonotonicClock.now() + timeout
    while !BackgroundReply.containsDeviceAttributes(reply) {
      let left = deadline - MonotonicClock.now()
      guard left > 0 else { break }
      var p = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      guard poll(&p, 1, Int32((left * 1000).rounded(.up))) > 0, p.revents & Int16(POLLIN) != 0 else { break }
      let n = read(input, &buffer, buffer.count)
      if n <= 0 { break }
      reply += buffer[0..<n]
    }
    return BackgroundReply.background(in: reply)
  }
}
