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
      // dbus-monitor prints its own NameAcquired before its match rules are in place (it then
      // becomes a monitor): ready is when a signal the rules match has come through. Probes are
      // sent until one shows, on the rules' path and interface with a member no test counts.
      let probe = [
        "busctl", "--address=\(bus.address)", "emit", Self.value(of: "path", in: rules) ?? "/org/ipodtui/Probe",
        Self.value(of: "interface", in: rules) ?? "org.ipodtui.Probe", "MonitorReady",
      ]
      let ready = waitFor(timeout: 10) {
        _ = try? ChildProcess.output(probe, timeout: 5)
        return waitFor(timeout: 0.5) { self.text.contains("member=MonitorReady") }
      }
      guard ready else { throw HarnessError.notReady("dbus-monitor did not start") }
    }

    /// The value of `key='value'` in the match rules, if one names it.
    private static func value(of key: String, in rules: [String]) -> String? {
      for rule in rules {
        for part in rule.split(separator: ",") where part.hasPrefix(key + "='") && part.hasSuffix("'") {
          return String(part.dropFirst(key.count + 2).dropLast())
        }
      }
      return nil
    }

    deinit { process.stop() }

    public var text: String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    /// The signals seen so far whose member is `member`, each as the lines dbus-monitor printed.
    public func signals(_ member: String) -> [String] {
      text.components(separatedBy: "\nsignal ").filter { $0.contains("member=\(member)") }
    }
  }
}
