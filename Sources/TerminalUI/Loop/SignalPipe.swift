import CSupport
import Platform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// INT, TERM, HUP, WINCH, TSTP and CONT as bytes on a pipe that the event loop polls.
/// A C handler does the write (async-signal-safe), so no Swift code runs in signal context.
/// Install it before the `TerminalScreen`: ncurses then leaves these signals alone (its own
/// TSTP handler would stop us with our mouse modes still on and redraw only its own blank screen).
public final class SignalPipe {
  public enum Signal: Sendable, Equatable {
    /// INT, TERM or HUP, or USR1, USR2 or ALRM (which end a process by default and which
    /// nothing here uses): leave cleanly, the terminal given back.
    case quit
    /// WINCH: the terminal changed size.
    case resize
    /// TSTP: stop (job control), after giving the terminal back.
    case suspend
    /// CONT: we were stopped (by TSTP or by SIGSTOP, which cannot be caught) and go on.
    case continued
  }

  static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGWINCH, SIGTSTP, SIGCONT]
  let pipe = WakePipe()
  private var installed = false

  public init() {
    precondition(pipe.readEnd >= 0, "pipe() failed")  // signals would never wake the loop
    installed = Self.handled.withUnsafeBufferPointer {
      ipod_signal_pipe_install(pipe.writeEnd, $0.baseAddress, Int32($0.count)) == 0
    }
    // A write to a closed terminal must fail with EPIPE/EIO, not kill us silently.
    signal(SIGPIPE, SIG_IGN)
  }

  deinit { uninstall() }

  /// Puts the signals back to their default actions.
  public func uninstall() {
    guard installed else { return }
    installed = false
    Self.handled.withUnsafeBufferPointer { ipod_signal_pipe_uninstall($0.baseAddress, Int32($0.count)) }
  }

  /// The signals that arrived since the last call (the loop calls this when the pipe is readable).
  func take() -> [Signal] {
    pipe.drain().map { byte in
      switch Int32(byte) {
      case SIGWINCH: .resize
      case SIGTSTP: .suspend
      case SIGCONT: .continued
      default: .quit
      }
    }
  }
}
