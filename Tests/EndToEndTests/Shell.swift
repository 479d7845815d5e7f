import Foundation

/// Runs a program to completion and captures what it printed. Test-only helper.
enum Shell {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs `arguments[0]` (looked up in PATH) with the rest as its arguments.
  ///
  /// posix_spawn + waitpid rather than Foundation's Process, whose exit monitoring did not
  /// reap children reliably under the parallel test runner (tests hung on zombie tmux
  /// clients). Output goes to files, not pipes: a tmux command may start the tmux server,
  /// which inherits the descriptors and would hold a pipe open for its whole life.
  @discardableResult
  static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
    let dir = FileManager.default.temporaryDirectory.path
    let id = UUID().uuidString
    let outPath = "\(dir)/ipodtui-shell-\(id).out", errPath = "\(dir)/ipodtui-shell-\(id).err"
    defer {
      unlink(outPath)
      unlink(errPath)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let env = environment ?? ProcessInfo.processInfo.environment
    let argv = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    // The test runner's worker threads block most signals, and a spawned process inherits
    // that mask: a tmux server started from here would never see the SIGTERM of
    // kill-server. Start children with nothing blocked and default actions.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t(), all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let rc = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, envp)
    guard rc == 0 else { throw DriverError.spawnFailed(arguments, rc) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS / WTERMSIG by hand (they are macros).
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Result(
      status: exitStatus,
      stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
  }

  /// Quotes `s` for /bin/sh.
  static func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

/// Where the package and the built program are.
enum Package {
  /// The package root, from this file's path (Tests/EndToEndTests/Shell.swift).
  static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The debug build of ipodtui. `swift test` builds it together with the tests; when it is
  /// missing, the tests say so rather than building (a nested `swift build` would wait on
  /// the build directory's lock).
  static var binary: String {
    get throws {
      let path = root.appendingPathComponent(".build/debug/ipodtui").path
      guard FileManager.default.isExecutableFile(atPath: path) else {
        throw DriverError.missingBinary(path)
      }
      return path
    }
  }
}

enum DriverError: Error, CustomStringConvertible {
  case missingBinary(String)
  case tmuxFailed([String], String)
  case timeout(String)
  case spawnFailed([String], Int32)

  var description: String {
    switch self {
    case .missingBinary(let path): return "\(path) is missing: run `swift build --product ipodtui` first"
    case .tmuxFailed(let args, let err): return "tmux \(args.joined(separator: " ")) failed: \(err)"
    case .timeout(let what): return "timed out waiting for \(what)"
    case .spawnFailed(let args, let rc): return "could not start \(args.joined(separator: " ")): error \(rc)"
    }
  }
}
