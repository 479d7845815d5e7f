import Foundation

/// The test process writes to pipes and sockets whose other end may be gone (a recorder
/// stopped, a sound server killed, a program that quit): with SIGPIPE's default action that
/// write ends the whole test run at once, with no report. Every harness entry point calls this.
public enum BrokenPipes {
  private static let ignored: Void = { signal(SIGPIPE, SIG_IGN) }()

  /// Makes a write to a closed pipe fail with EPIPE instead of ending the process.
  public static func ignore() { _ = ignored }
}
