import Foundation

/// Drives the real ipodtui in a private tmux server, as a person at a terminal would:
/// keys and mouse reports go in through `send-keys`, the screen comes back through
/// `capture-pane`, and every wait polls for a condition with a deadline (no bare sleeps).
///
/// The program runs inside a small shell wrapper that records its pid, its exit status and
/// `stty -a` after it ends, then keeps the pane open, so tests can inspect the terminal the
/// program left behind (`#{alternate_on}`, the mouse flags, the tty modes).
final class TmuxDriver {
  /// Mouse actions, sent as SGR reports (one `send-keys` call per report, so none are merged).
  enum MouseAction {
    case press, drag, release, scrollUp, scrollDown
  }

  let server: String
  let target = "app"
  let workDir: URL
  /// The server's socket, removed in `stop()`: tmux 3.3 leaves it behind after kill-server.
  private var socketPath: String?
  private(set) var isRunning = true
  private static let counter = Counter()

  /// Starts `ipodtui --no-sound ARGUMENTS` (or `ipodtui ARGUMENTS` with `sound`) in a
  /// `width`x`height` pane.
  /// - Parameters:
  ///   - environment: extra variables for the program (NO_COLOR, COLORFGBG, ...).
  ///   - term: the TERM the program sees.
  ///   - ignoreHangup: start the program with SIGHUP ignored (as nohup does), so that a closed
  ///     terminal reaches it only as a failing read.
  ///   - sound: leave audio on (no `--no-sound`); point ALSA_CONFIG_PATH at a file device
  ///     (see `AlsaFileDevice`) or leave it to fail silently without a sound card.
  ///   - captureStderr: send the program's stderr to `path("stderr")` instead of the pane.
  ///   - configure: tmux settings made before the program starts (e.g. a window style).
  ///   - unset: variables the program must not see at all (HOME, the XDG ones).
  ///   - launcher: words before the program (e.g. `setpriv` to run it as another account).
  ///   - program: the executable to run instead of the debug ipodtui (`Package.seamedBinary`).
  convenience init(
    arguments: [String] = [], width: Int = 100, height: Int = 40, environment: [String: String] = [:],
    term: String = "xterm-256color", ignoreHangup: Bool = false, sound: Bool = false, captureStderr: Bool = false,
    unset: [String] = [], launcher: [String] = [], program: String? = nil,
    configure: (TmuxDriver) throws -> Void = { _ in }
  ) throws {
    try self.init(width: width, height: height, configure: configure) { driver in
      let (exports, command) = try driver.programSetup(
        arguments: arguments, environment: environment, term: term, sound: sound, captureStderr: captureStderr,
        unset: unset, launcher: launcher, program: program)
      let pidFile = driver.path("pid")
      let statusFile = driver.path("status")
      // After the program ends, `cat -v` reads the pane: what a paste sends shows whether the
      // program left bracketed paste on (see `pastedAfterExit`).
      let script = """
        echo $$ > \(driver.path("wrapper.pid"))
        unset NO_COLOR COLORTERM COLORFGBG TMUX
        \(ignoreHangup ? "trap '' HUP" : "")
        \(exports)
        sh -c 'echo $$ > \(pidFile).tmp && mv \(pidFile).tmp \(pidFile) && exec \(command.replacingOccurrences(of: "'", with: "'\\''"))'
        echo $? > \(statusFile).tmp
        stty -a > \(driver.path("stty")) 2>&1
        mv \(statusFile).tmp \(statusFile)
        exec cat -v > \(driver.path("after-exit"))
        """
      try script.write(toFile: driver.path("run.sh"), atomically: true, encoding: .utf8)
      return "sh \(Shell.quote(driver.path("run.sh")))"
    }
  }

  /// The `export` lines and the command line that start the program in this driver's
  /// private homes (shared by the plain pane and the job-control shell).
  func programSetup(
    arguments: [String], environment: [String: String], term: String, sound: Bool, captureStderr: Bool,
    unset: [String] = [], launcher: [String] = [], program: String? = nil
  ) throws -> (exports: String, command: String) {
    let program = try program ?? Package.binary
    var env: [String: String] = [
      "TERM": term, "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "interactive=no",
      "HOME": path("home"), "XDG_CONFIG_HOME": path("config"), "XDG_CACHE_HOME": path("cache"),
      "XDG_STATE_HOME": path("state"), "XDG_DATA_HOME": path("data"),
      "IPODTUI_EVENT_LOG": path("events.log"),
      // A private runtime folder: the remote socket (and a bus found there) is this test's own.
      "XDG_RUNTIME_DIR": path("runtime"),
    ]
    env.merge(environment) { $1 }
    for dir in ["home", "config", "cache", "state", "data", "runtime"] {
      try FileManager.default.createDirectory(atPath: path(dir), withIntermediateDirectories: true)
    }
    chmod(path("runtime"), 0o700)
    // Never the user's session bus: a test that wants one passes its private bus's address.
    let unset = unset + (env["DBUS_SESSION_BUS_ADDRESS"] == nil ? ["DBUS_SESSION_BUS_ADDRESS"] : [])
    let exports =
      env.sorted { $0.key < $1.key }.map { "export \($0.key)=\(Shell.quote($0.value))" }
      + unset.map { "unset \($0)" }
    let command =
      (launcher + [program] + (sound ? [] : ["--no-sound"]) + arguments).map(Shell.quote).joined(separator: " ")
      + (captureStderr ? " 2>" + Shell.quote(path("stderr")) : "")
    return (exports.joined(separator: "\n"), command)
  }

  /// Starts a pane running the shell command that `command` returns (given the driver, so it
  /// can place files in the private directory).
  init(
    width: Int, height: Int, configure: (TmuxDriver) throws -> Void = { _ in },
    command: (TmuxDriver) throws -> String
  ) throws {
    server = "ipodtui-e2e-\(getpid())-\(Self.counter.next())"
    workDir = FileManager.default.temporaryDirectory.appendingPathComponent(server)
    try FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
    let paneCommand = try command(self)
    // The server starts with a placeholder session (a server without sessions exits), is
    // configured, then the real pane starts. No status line: pane cells are window cells.
    try tmux([
      "start-server", ";", "set-option", "-g", "status", "off", ";", "set-option", "-g", "exit-empty", "off", ";",
      "new-session", "-d", "-s", "setup", "-x", "\(width)", "-y", "\(height)", "sleep 3600",
    ])
    try configure(self)
    try tmux(["new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)", paneCommand])
    try tmux(["kill-session", "-t", "setup"])
    socketPath = try? tmux(["display-message", "-p", "#{socket_path}"]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  deinit { stop() }

  /// The file `name` in this driver's private directory.
  func path(_ name: String) -> String { workDir.appendingPathComponent(name).path }

  // MARK: Input

  /// Sends a key by tmux's name for it: "Down", "Enter", "Escape", "BSpace", "C-c", "q".
  func send(key: String) throws { try tmux(["send-keys", "-t", target, key]) }

  /// Sends `count` presses of `key` in one write, as a fast turn would: no gap between them for
  /// a busy machine to stretch past a mode's idle timeout.
  func send(key: String, times count: Int) throws {
    try tmux(["send-keys", "-t", target] + Array(repeating: key, count: count))
  }

  /// Types `text` literally (each character as its own bytes).
  func type(_ text: String) throws { try tmux(["send-keys", "-t", target, "-l", text]) }

  /// Pastes `text` as a terminal does: tmux wraps it in ESC[200~ … ESC[201~ only when the
  /// program in the pane asked for bracketed paste (ESC[?2004h). Line feeds become CRs.
  func paste(_ text: String) throws {
    try tmux(["set-buffer", "-b", "e2e", "--", text])
    try tmux(["paste-buffer", "-p", "-d", "-b", "e2e", "-t", target])
  }

  /// One mouse report at a cell (0-based column and row, as the core's `Point`).
  func mouse(_ action: MouseAction, col: Int, row: Int) throws {
    let (code, final) =
      switch action {
      case .press: (0, "M")
      case .drag: (32, "M")
      case .release: (0, "m")
      case .scrollUp: (64, "M")
      case .scrollDown: (65, "M")
      }
    try type("\u{1B}[<\(code);\(col + 1);\(row + 1)\(final)")
  }

  func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
  }

  // MARK: Output

  /// The pane's text, one string per row (trailing blanks trimmed by tmux).
  func screen() throws -> [String] {
    try tmux(["capture-pane", "-p", "-t", target]).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  /// A tmux format for the pane, e.g. "#{alternate_on}" or "#{mouse_sgr_flag}".
  func format(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The events the program gave its core, one line each ("down 10 5", "key up"), from
  /// IPODTUI_EVENT_LOG.
  func events() -> [String] {
    ((try? String(contentsOfFile: path("events.log"), encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  /// Only the input events: keys, pointer and scroll lines (no resize, no startup notes).
  func inputEvents() -> [String] {
    events().filter { line in ["key ", "down ", "drag ", "up ", "scroll ", "paste "].contains { line.hasPrefix($0) } }
  }

  // MARK: Waiting

  /// Polls `predicate` on the screen until it holds or `timeout` seconds pass.
  @discardableResult
  func waitFor(timeout: Double = 5, _ predicate: ([String]) -> Bool) -> Bool {
    poll(timeout: timeout) { (try? screen()).map(predicate) ?? false }
  }

  /// Polls any condition until it holds or `timeout` seconds pass.
  @discardableResult
  func poll(timeout: Double = 5, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if condition() { return true }
      if Date() >= deadline { return false }
      usleep(20_000)
    }
  }

  /// Waits until the program has taken over the terminal: alternate screen on and mouse
  /// reporting requested (its setup is complete and the first frame is out).
  func waitUntilReady(timeout: Double = 10) throws {
    let ready = poll(timeout: timeout) {
      (try? format("#{alternate_on}#{mouse_sgr_flag}")) == "11" && (try? screen())?.contains { !$0.isEmpty } == true
    }
    if !ready { throw DriverError.timeout("the program to start (screen: \((try? screen()) ?? []))") }
  }

  /// The program's pid (recorded by the wrapper before it exec'd the program).
  func pid() throws -> pid_t {
    var value: pid_t?
    poll {
      value = (try? String(contentsOfFile: path("pid"), encoding: .utf8)).flatMap {
        pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      return value != nil
    }
    guard let value else { throw DriverError.timeout("the pid file") }
    return value
  }

  /// Waits for the program to end; its exit status, or nil on timeout.
  func waitForExit(timeout: Double = 10) -> Int32? {
    var status: Int32?
    poll(timeout: timeout) {
      status = (try? String(contentsOfFile: path("status"), encoding: .utf8)).flatMap {
        Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      return status != nil
    }
    if status != nil { isRunning = false }
    return status
  }

  /// What the wrapper's `cat -v` read from the pane after the program ended.
  func pastedAfterExit() -> String { (try? String(contentsOfFile: path("after-exit"), encoding: .utf8)) ?? "" }

  /// `stty -a` of the pane's terminal now.
  func sttyNow() throws -> String {
    let result = try Shell.run(["stty", "-a", "-F", try format("#{pane_tty}")])
    guard result.status == 0 else { throw DriverError.timeout("stty: \(result.stderr)") }
    return result.stdout
  }

  /// `stty -a` as the wrapper saw it right after the program ended.
  func sttyAfterExit() -> String { (try? String(contentsOfFile: path("stty"), encoding: .utf8)) ?? "" }

  /// Stops the tmux server (and with it the program) and removes the private directory.
  func stop() {
    let program = (try? String(contentsOfFile: path("pid"), encoding: .utf8)).flatMap {
      pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    _ = try? tmux(["kill-server"])
    // The hang-up makes the program quit cleanly, saving its settings and resume point into
    // this directory: wait for it to be gone before removing the directory, or the save
    // recreates it.
    if let program, program > 0 {
      poll(timeout: 10) { !Self.isAlive(program) }
    }
    // A wrapper that ignores SIGHUP outlives the server: end it by its recorded pid.
    if let text = try? String(contentsOfFile: path("wrapper.pid"), encoding: .utf8),
      let wrapper = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    {
      kill(wrapper, SIGKILL)
    }
    try? FileManager.default.removeItem(at: workDir)
    if let socketPath, !socketPath.isEmpty { unlink(socketPath) }
  }

  /// True while `pid` runs (a zombie, ended but not yet reaped, counts as gone).
  static func isAlive(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return !stat[close...].hasPrefix(") Z")
  }

  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let result = try Shell.run(["tmux", "-L", server, "-f", "/dev/null"] + arguments)
    guard result.status == 0 else { throw DriverError.tmuxFailed(arguments, result.stderr) }
    return result.stdout
  }
}

/// A thread-safe counter for unique server names.
final class Counter: @unchecked Sendable {
  private var value = 0
  private let lock = NSLock()
  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}
