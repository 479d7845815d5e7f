import Foundation

/// A private PulseAudio server for one test: a null sink clocked by the server's timer (as
/// a real card would be), its native socket in a temporary folder, and the sink's monitor
/// to record what was heard. Nothing touches the user's or the machine's own server.
///
/// Programs reach it through `clientEnvironment` (PULSE_SERVER, no autospawn) and ALSA
/// through the `pulse` plugin named in `alsaConfig` (Debian's `libasound2-plugins`).
public final class PulseServer: @unchecked Sendable {
  public let folder: String
  public let sinkName = "ipodtest"
  private var process: ChildProcess?

  /// The native protocol socket, e.g. `/tmp/ipodtui-pulse-1234/native`.
  public var socketPath: String { folder + "/native" }
  public var address: String { "unix:" + socketPath }

  /// Starts the server and waits until it accepts connections. `rewinds: false` makes the
  /// sink unable to rewind: a real card's sink renders ahead and rewinds to mix in a stream
  /// that joins, and the monitor cannot take back what it already recorded, so only a sink
  /// without rewinds records every short sound exactly as it was heard.
  public init(rewinds: Bool = true) throws {
    folder = NSTemporaryDirectory() + "ipodtui-pulse-\(getpid())-\(UUID().uuidString.prefix(6))"
    for sub in ["", "/run", "/home", "/config"] {
      try FileManager.default.createDirectory(
        atPath: folder + sub, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    }
    let script = """
      load-module module-null-sink sink_name=\(sinkName) rate=44100 channels=2\(rewinds ? "" : " norewinds=1")
      load-module module-native-protocol-unix socket=\(socketPath) auth-anonymous=1
      set-default-sink \(sinkName)

      """
    try script.write(toFile: folder + "/server.pa", atomically: true, encoding: .utf8)
    try "autospawn = no\n".write(toFile: folder + "/client.conf", atomically: true, encoding: .utf8)
    try start()
  }

  deinit {
    process?.stop()
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// What a client program needs in its environment to use this server and only it.
  public var clientEnvironment: [String: String] {
    ["PULSE_SERVER": address, "PULSE_CLIENTCONFIG": folder + "/client.conf"]
  }

  /// An ALSA configuration routing `default` to this server.
  public var alsaConfig: String {
    """
    pcm.!default { type pulse; server "\(address)" }
    ctl.!default { type pulse; server "\(address)" }

    """
  }

  /// Starts (or restarts) the server process; returns once a client can connect.
  public func start() throws {
    unlink(socketPath)
    process = try ChildProcess(
      // Real-time scheduling where allowed, as a desktop's server gets it through rtkit: without
      // it a loaded test machine starves the server itself, which no client buffer can cover.
      [
        "pulseaudio", "-n", "-F", folder + "/server.pa", "--exit-idle-time=-1", "--daemonize=no",
        "--use-pid-file=no", "--log-target=stderr", "--realtime=yes", "--high-priority=yes",
      ],
      environment: [
        "HOME": folder + "/home", "XDG_RUNTIME_DIR": folder + "/run", "XDG_CONFIG_HOME": folder + "/config",
      ],
      stderr: folder + "/server.log")
    guard waitFor(timeout: 20, { acceptsConnections }) else {
      let log = (try? String(contentsOfFile: folder + "/server.log", encoding: .utf8)) ?? ""
      throw HarnessError.notReady("pulseaudio did not start: \(log.suffix(500))")
    }
  }

  /// Kills the server at once (SIGKILL), as a crash or `pulseaudio -k` mid-song would.
  public func kill() {
    process?.stop(signal: SIGKILL)
    process = nil
  }

  /// Freezes the server (SIGSTOP) or thaws it (SIGCONT), as a debugger or a stopped job
  /// would: its socket stays open and nothing answers on it.
  public func freeze(_ frozen: Bool) {
    guard let pid = process?.pid else { return }
    _ = Glibc.kill(pid, frozen ? SIGSTOP : SIGCONT)
  }

  public var isRunning: Bool { process?.isRunning ?? false }

  /// True when the socket accepts a connection.
  public var acceptsConnections: Bool {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(socketPath.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, byte) in bytes.enumerated() { raw[i] = byte }
    }
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
      }
    }
  }

  /// `pactl list sink-inputs`: the playback streams now connected, with their latencies.
  public func sinkInputs() throws -> String {
    try ChildProcess.output(["pactl", "list", "sink-inputs"], environment: clientEnvironment)
  }

  /// How many playback streams are connected.
  public func sinkInputCount() throws -> Int {
    try ChildProcess.output(["pactl", "list", "short", "sink-inputs"], environment: clientEnvironment)
      .split(separator: "\n").count
  }

  /// Starts recording the sink's monitor (what a listener would hear) to a raw file.
  public func record(to path: String) throws -> MonitorRecording {
    try MonitorRecording(server: self, path: path)
  }
}
