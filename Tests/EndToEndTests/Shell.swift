import Foundation
import PulseHarness

/// Runs a program to completion and captures what it printed. Test-only helper.
enum Shell {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs `arguments[0]` (looked up in PATH) with the rest as its arguments.
  ///
  /// Through `ChildProcess` (posix_spawn + waitpid, nothing blocked) rather than Foundation's
  /// Process, whose exit monitoring did not reap children reliably under the parallel test
  /// runner (tests hung on zombie tmux clients). Output goes to files, not pipes: a tmux
  /// command may start the tmux server, which inherits the descriptors and would hold a pipe
  /// open for its whole life.
  @discardableResult
  static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
    BrokenPipes.ignore()
    let dir = FileManager.default.temporaryDirectory.path
    let id = UUID().uuidString
    let outPath = "\(dir)/ipodtui-shell-\(id).out"
    let errPath = "\(dir)/ipodtui-shell-\(id).err"
    defer {
      unlink(outPath)
      unlink(errPath)
    }
    let child = try ChildProcess(
      arguments, environment: environment ?? ProcessInfo.processInfo.environment, replacingEnvironment: true,
      stdout: outPath, stderr: errPath)
    let exitStatus = child.waitForExit()
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
    get throws { try built("ipodtui") }
  }

  /// The test-only build of ipodtui with a seam named by its first argument (Tests/SeamedIpod).
  static var seamedBinary: String {
    get throws { try built("SeamedIpod") }
  }

  private static func built(_ name: String) throws -> String {
    let path = root.appendingPathComponent(".build/debug/" + name).path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw DriverError.missingBinary(path)
    }
    return path
  }
}

enum DriverError: Error, CustomStringConvertible {
  case missingBinary(String)
  case tmuxFailed([String], String)
  case timeout(String)

  var description: String {
    switch self {
    case .missingBinary(let path): return "\(path) is missing: run `swift build --build-tests` first"
    case .tmuxFailed(let args, let err): return "tmux \(args.joined(separator: " ")) failed: \(err)"
    case .timeout(let what): return "timed out waiting for \(what)"
    }
  }
}
