import Foundation

/// A private D-Bus session bus for one test: `dbus-daemon --session` on a socket in a fresh
/// folder, stopped (and the folder removed) when the test lets go of it. Clients reach it
/// through `environment` (DBUS_SESSION_BUS_ADDRESS), so the user's own bus is never touched
/// and a machine without any bus (CI, SSH) runs the tests all the same.
public final class SessionBus: @unchecked Sendable {
  public let folder: String
  public let address: String
  private let daemon: ChildProcess

  public init() throws {
    folder = NSTemporaryDirectory() + "ipodtui-bus-\(getpid())-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    address = "unix:path=\(folder)/bus"
    daemon = try ChildProcess(
      ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--address=\(address)"], stderr: folder + "/daemon.log")
    let ready = waitFor(timeout: 10) {
      (try? ChildProcess.output(["busctl", "--address=\(self.address)", "list"], timeout: 5))?.contains(
        "org.freedesktop.DBus") == true
    }
    guard ready else {
      daemon.stop()
      throw HarnessError.notReady("the private session bus did not start")
    }
  }

  deinit {
    daemon.stop()
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// What a client needs to find this bus.
  public var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address] }

  /// Runs a bus client (`busctl --user …`, `playerctl …`) against this bus; its stdout.
  public func run(_ arguments: [String], timeout: Double = 10) throws -> String {
    try ChildProcess.output(arguments, environment: environment, timeout: timeout)
  }

  /// Records the bus's signals (`dbus-monitor`) into a file until `stop()`.
  public func monitor(_ rules: [String]) throws -> Monitor {
    try Monitor(bus: self, rules: rules)
  }

  public final class Monitor: @unchecked Sendable {
    public let path: String
    private let process: ChildProcess

    init(bus: SessionBus, rules: [String]) throws {
      path = bus.folder + "/monitor-\(UUID().uuidString.prefix(8)).txt"
      process = try ChildProcess(["dbus-monitor", "--address", bus.address] + rules, stdout: path)
      // dbus-monitor prints its own NameAcquired once it listens.
      guard waitFor(timeout: 10, { self.text.contains("NameAcquired") || self.text.contains("NameLost") }) else {
        throw HarnessError.notReady("dbus-monitor did not start")
      }
    }

    deinit { process.stop() }

    public var text: String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    /// The signals seen so far whose member is `member`, each as the lines dbus-monitor printed.
    public func signals(_ member: String) -> [String] {
      text.components(separatedBy: "\nsignal ").filter { $0.contains("member=\(member)") }
    }
  }
}
