import Platform
import WheelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks the terminal for its background colour (OSC 11) without waiting for the answer: the
/// first frame is drawn at once with a guess (COLORFGBG, else black), and the answer, when the
/// terminal gives one, arrives with the input (`TerminalReply.background`), after which
/// `--theme auto` switches if the guess was wrong. A terminal that never answers costs nothing.
///
/// Sent once curses has the terminal (no echo), so an answer is never echoed onto the screen.
public enum BackgroundProbe {
  static let query = Array("\u{1B}]11;?\u{07}".utf8)

  /// Writes the query; false when `output` is not a terminal or the write failed.
  @discardableResult
  public static func ask(output: Int32 = STDOUT_FILENO) -> Bool {
    isatty(output) == 1 && StandardStreams.writeAll(query, to: output)
  }
}
