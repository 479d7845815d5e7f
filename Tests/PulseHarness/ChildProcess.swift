import Foundation

/// A program started in the background for a test (a sound server, a recorder), stopped
/// and reaped by the test.
///
/// posix_spawn with an empty signal mask and default actions: the test runner's threads
/// block most signals, and a child inheriting that mask would ignore the SIGTERM meant to
/// stop it. Output goes to files, never to pipes nobody reads.
public final class ChildProcess: @unchecked Sendable {
  public let pid: pid_t
  private let lock = NSLock()
  private var status: Int32?

  /// Starts `arguments[0]` (looked up in PATH) with `environment` added to this process's
  /// (or, with `replacingEnvironment`, as its whole environment).
  public init(
    _ arguments: [String], environment: [String: String] = [:], replacingEnvironment: Bool = false,
    stdout: String = "/dev/null", stderr: String = "/dev/null"
  ) throws {
    BrokenPipes.ignore()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let env = replacingEnvironment ? environment : ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let argv = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    var all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var child: pid_t = 0
    let rc = posix_spawn(&child, "/usr/bin/env", &actions, &attributes, argv, envp)
    guard rc == 0 else { throw HarnessError.spawnFailed(arguments, rc) }
    pid = child
  }

  deinit { stop() }

  /// True until the process has exited (reaps it when it has).
  public var isRunning: Bool {
    lock.withLock {
      guard status == nil else { return false }
      var raw: Int32 = 0
      if waitpid(pid, &raw, WNOHANG) == pid { status = raw }
      return status == nil
    }
  }

  /// Blocks until the process exits; returns its status (128 + the signal when killed).
  @discardableResult
  public func waitForExit() -> Int32 {
    let raw: Int32 = lock.withLock {
      if let status { return status }
      var raw: Int32 = 0
      while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
      status = raw
      return raw
    }
    // WIFEXITED / WEXITSTATUS / WTERMSIG by hand (they are macros).
    return (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
  }

  /// Runs a command to its end and returns what it printed (stderr discarded).
  public static func output(_ arguments: [String], environment: [String: String] = [:], timeout: Double = 20) throws
    -> String
  {
    let path = NSTemporaryDirectory() + "ipodtui-harness-\(UUID().uuidString).out"
    defer { unlink(path) }
    let child = try ChildProcess(arguments, environment: environment, stdout: path)
    guard waitFor(timeout: timeout, { !child.isRunning }) else {
      child.stop(signal: SIGKILL)
      throw HarnessError.notReady("\(arguments.joined(separator: " ")) did not finish in \(timeout) s")
    }
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }

  /// Sends `signal` and waits up to `timeout` seconds for the exit, then SIGKILL.
  public func stop(signal: Int32 = SIGTERM, timeout: Double = 5) {
    guard isRunning else { return }
    Glibc.kill(pid, signal)
    let deadline = Date(timeIntervalSinceNow: timeout)
    while isRunning, Date() < deadline { usleep(5_000) }
    if isRunning { Glibc.kill(pid, SIGKILL) }
    lock.withLock {
      guard status == nil else { return }
      var raw: Int32 = 0
      while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
      status = raw
    }
  }
}

public enum HarnessError: Error, CustomStringConvertible {
  case spawnFailed([String], Int32)
  case notReady(String)

  public var description: String {
    switch self {
    case .spawnFailed(let args, let rc): "could not start \(args.joined(separator: " ")) (\(rc))"
    case .notReady(let what): what
    }
  }
}

/// Polls `condition` until it holds or `timeout` seconds pass; for states that have no
/// event to wait on (a socket appearing, a file growing).
public func waitFor(timeout: Double, every micros: UInt32 = 10_000, _ condition: () -> Bool) -> Bool {
  let deadline = Date(timeIntervalSinceNow: timeout)
  while !condition() {
    if Date() > deadline { return false }
    usleep(micros)
  }
  return true
}
