import Foundation

/// The program under a real job-control shell, so that Ctrl-Z stops it and `fg` continues it
/// as at a user's prompt (the plain driver's wrapper is a non-interactive sh, whose children
/// the kernel never stops on SIGTSTP: their process group is orphaned).
extension TmuxDriver {
  /// A pane running an interactive `dash`: job control on and no line editor, so the tty
  /// stays exactly as the program leaves it while the shell waits at its prompt.
  /// `launchFromShell()` then types the command that starts the program.
  static func jobControlShell(arguments: [String] = [], width: Int = 100, height: Int = 40) throws -> TmuxDriver {
    try TmuxDriver(width: width, height: height) { driver in
      let (exports, command) = try driver.programSetup(
        arguments: arguments, environment: [:], term: "xterm-256color", sound: false, captureStderr: false)
      let pidFile = driver.path("pid")
      try "echo $$ > \(pidFile).tmp && mv \(pidFile).tmp \(pidFile)\nexec \(command)\n"
        .write(toFile: driver.path("app.sh"), atomically: true, encoding: .utf8)
      let script = """
        echo $$ > \(driver.path("wrapper.pid"))
        unset NO_COLOR COLORTERM COLORFGBG TMUX
        \(exports)
        export PS1='$ '
        exec dash -i
        """
      try script.write(toFile: driver.path("run.sh"), atomically: true, encoding: .utf8)
      return "sh \(Shell.quote(driver.path("run.sh")))"
    }
  }

  /// Types the command that starts the program at the shell's prompt.
  func launchFromShell() throws {
    guard waitFor({ $0.contains { $0.hasPrefix("$") } }) else { throw DriverError.timeout("the shell prompt") }
    try type("sh \(Shell.quote(path("app.sh")))")
    try send(key: "Enter")
  }

  /// Waits until the shell reports the job stopped and the terminal is the shell's again.
  func waitUntilStopped(timeout: Double = 10) throws {
    let stopped = poll(timeout: timeout) {
      (try? format("#{alternate_on}")) == "0" && (try? screen())?.contains { $0.contains("Stopped") } == true
    }
    if !stopped { throw DriverError.timeout("the job to stop (screen: \((try? screen()) ?? []))") }
  }
}
