/// Why the terminal adapter had to stop.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// stdin or stdout is not a terminal.
  case notATerminal
  /// ncurses does not know TERM.
  case unknownTerminal(String)
  /// The terminal went away (hang-up, closed pty): reads return 0 or EIO, writes fail.
  case terminalGone

  public var description: String {
    switch self {
    case .notATerminal: return "standard input and output must be a terminal"
    case .unknownTerminal(let term): return "unknown terminal type '\(term)' (set TERM, e.g. TERM=xterm-256color)"
    case .terminalGone: return "the terminal went away"
    }
  }
}
