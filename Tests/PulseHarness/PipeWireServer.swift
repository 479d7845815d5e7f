import Foundation

/// A private PipeWire for one test: its own session bus, the PipeWire daemon, a null sink
/// (`support.null-audio-sink`, clocked by PipeWire's timer) and WirePlumber to link streams
/// to it, all from the tree `scripts/fetch-pipewire.sh` unpacks (Debian's pipewire-alsa
/// conflicts with pulseaudio, so the two cannot both be installed on one machine).
///
/// Clients (the real binary) need `clientEnvironment`: the runtime folder holding the
/// `pipewire-0` socket, the unpacked libraries, and an ALSA configuration naming the plugin.
public final class PipeWireServer: @unchecked Sendable {
  public let folder: String
  public let sinkName = "ipodtest"
  private let root: String
  private var processes: [ChildProcess] = []

  /// Starts everything and waits until the sink exists and the session manager runs.
  /// - Parameter tree: the folder `scripts/fetch-pipewire.sh` filled (its `root/`).
  public init(tree: String) throws {
    root = tree + "/root"
    guard FileManager.default.isExecutableFile(atPath: root + "/usr/bin/pipewire") else {
      throw HarnessError.notReady("no PipeWire in \(tree): run scripts/install-deps.sh test")
    }
    folder = NSTemporaryDirectory() + "ipodtui-pipewire-\(getpid())-\(UUID().uuidString.prefix(6))"
    try FileManager.default.createDirectory(
      atPath: folder + "/run", withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    try alsaConfig.write(toFile: alsaConfigPath, atomically: true, encoding: .utf8)
    do {
      try start()
    } catch {
      stop()
      throw error
    }
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(atPath: folder)
  }

  private var libraries: String { root + "/usr/lib/x86_64-linux-gnu" }

  /// The daemon's socket: a client in this process reaches it by this path (ALSA's `server`).
  public var socketPath: String { folder + "/run/pipewire-0" }

  /// PipeWire's ALSA plugin in the unpacked `tree`.
  public static func alsaPlugin(tree: String) -> String {
    tree + "/root/usr/lib/x86_64-linux-gnu/alsa-lib/libasound_module_pcm_pipewire.so"
  }

  /// What PipeWire's client library needs to find its modules and configuration in `tree`, for
  /// a client in this process (the library itself is Debian's libpipewire-0.3-0, installed).
  public static func clientLibraryEnvironment(tree: String) -> [String: String] {
    let libraries = tree + "/root/usr/lib/x86_64-linux-gnu"
    return [
      "PIPEWIRE_CONFIG_DIR": tree + "/root/usr/share/pipewire", "PIPEWIRE_MODULE_DIR": libraries + "/pipewire-0.3",
      "SPA_PLUGIN_DIR": libraries + "/spa-0.2",
    ]
  }

  /// Where the daemons find their modules and configuration, and clients the socket.
  private var daemonEnvironment: [String: String] {
    [
      "XDG_RUNTIME_DIR": folder + "/run", "LD_LIBRARY_PATH": libraries,
      "SPA_PLUGIN_DIR": libraries + "/spa-0.2", "PIPEWIRE_MODULE_DIR": libraries + "/pipewire-0.3",
      "PIPEWIRE_CONFIG_DIR": root + "/usr/share/pipewire", "WIREPLUMBER_CONFIG_DIR": root + "/usr/share/wireplumber",
      "WIREPLUMBER_DATA_DIR": root + "/usr/share/wireplumber",
      "WIREPLUMBER_MODULE_DIR": libraries + "/wireplumber-0.4", "HOME": folder, "XDG_CONFIG_HOME": folder + "/config",
      "XDG_STATE_HOME": folder + "/state", "DISPLAY": "",
    ]
  }

  /// What a client program (the real binary) needs to play here through ALSA.
  public var clientEnvironment: [String: String] {
    [
      "XDG_RUNTIME_DIR": folder + "/run", "LD_LIBRARY_PATH": libraries, "SPA_PLUGIN_DIR": libraries + "/spa-0.2",
      "PIPEWIRE_MODULE_DIR": libraries + "/pipewire-0.3", "PIPEWIRE_CONFIG_DIR": root + "/usr/share/pipewire",
      "ALSA_CONFIG_PATH": "/usr/share/alsa/alsa.conf:" + alsaConfigPath,
    ]
  }

  public var alsaConfigPath: String { folder + "/alsa.conf" }

  /// ALSA's `default` through the unpacked PipeWire plugin.
  public var alsaConfig: String {
    """
    pcm_type.pipewire { lib "\(libraries)/alsa-lib/libasound_module_pcm_pipewire.so" }
    pcm.!default { type pipewire }

    """
  }

  private func start() throws {
    let bus = folder + "/bus"
    let busConfig = """
      <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
       "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
      <busconfig><type>session</type><listen>unix:path=\(bus)</listen>
      <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/>
      <allow own="*"/></policy></busconfig>
      """
    try busConfig.write(toFile: folder + "/bus.conf", atomically: true, encoding: .utf8)
    processes.append(try ChildProcess(["dbus-daemon", "--config-file=" + folder + "/bus.conf", "--nofork"]))
    guard waitFor(timeout: 10, { FileManager.default.fileExists(atPath: bus) }) else {
      throw HarnessError.notReady("the session bus did not start")
    }
    var environment = daemonEnvironment
    environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=" + bus
    processes.append(
      try ChildProcess(
        [root + "/usr/bin/pipewire"], environment: environment,
        stderr: folder + "/pipewire.log"))
    guard waitFor(timeout: 10, { FileManager.default.fileExists(atPath: folder + "/run/pipewire-0") }) else {
      throw HarnessError.notReady("pipewire did not start: \(log("pipewire.log"))")
    }
    _ = try ChildProcess.output(
      [
        root + "/usr/bin/pw-cli", "create-node", "adapter",
        "{ factory.name=support.null-audio-sink node.name=\(sinkName) media.class=Audio/Sink object.linger=true "
          + "audio.position=[FL FR] audio.rate=44100 }",
      ], environment: environment)
    processes.append(
      try ChildProcess(
        [root + "/usr/bin/wireplumber"], environment: environment,
        stderr: folder + "/wireplumber.log"))
    guard waitFor(timeout: 15, { (try? clients().contains("WirePlumber")) == true }) else {
      throw HarnessError.notReady("wireplumber did not start: \(log("wireplumber.log"))")
    }
  }

  private func log(_ name: String) -> String {
    String(((try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? "").suffix(500))
  }

  private func clients() throws -> String {
    try ChildProcess.output([root + "/usr/bin/pw-cli", "ls", "Client"], environment: daemonEnvironment)
  }

  /// How many playback streams are connected (nodes of class Stream/Output/Audio).
  public func playbackStreamCount() throws -> Int {
    let nodes = try ChildProcess.output([root + "/usr/bin/pw-cli", "ls", "Node"], environment: daemonEnvironment)
    return nodes.components(separatedBy: "Stream/Output/Audio").count - 1
  }

  /// One node of the graph as `pw-dump` shows it.
  public struct Node: Sendable, CustomStringConvertible {
    public let id: Int
    public let name: String
    /// `node.latency` ("1024/44100"), as frames at 48 kHz (the graph's rate); nil when unset.
    public let latencyAt48k: Double?
    public let latency: String?
    /// "running", "idle", "suspended", …
    public let state: String
    public let isPlaybackStream: Bool

    public var description: String { "\(name) #\(id) \(latency ?? "-") \(state)" }
  }

  /// Every node, from `pw-dump`.
  public func nodes() throws -> [Node] {
    let json = try ChildProcess.output([root + "/usr/bin/pw-dump"], environment: daemonEnvironment)
    guard let objects = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] else { return [] }
    return objects.compactMap { object in
      guard object["type"] as? String == "PipeWire:Interface:Node", let info = object["info"] as? [String: Any],
        let props = info["props"] as? [String: Any]
      else { return nil }
      let latency = props["node.latency"] as? String
      let parts = latency?.split(separator: "/").compactMap { Double($0) } ?? []
      return Node(
        id: object["id"] as? Int ?? -1, name: props["node.name"] as? String ?? "?",
        latencyAt48k: parts.count == 2 && parts[1] > 0 ? parts[0] * 48_000 / parts[1] : nil, latency: latency,
        state: info["state"] as? String ?? "?",
        isPlaybackStream: props["media.class"] as? String == "Stream/Output/Audio")
    }
  }

  /// The quantum the graph runs at while these nodes are active: the smallest latency any
  /// running node asks for, rounded down to a power of two (as 0.3.65 does), at most 2,048.
  public static func quantum(of nodes: [Node]) -> Int? {
    guard let smallest = nodes.filter({ $0.state == "running" }).compactMap(\.latencyAt48k).min() else { return nil }
    var quantum = 2_048
    while Double(quantum) > smallest, quantum > 32 { quantum /= 2 }
    return quantum
  }

  /// Records what the sink plays (`pw-record` of the sink itself): S16_LE stereo, 44.1 kHz.
  public func record(to path: String) throws -> ChildProcess {
    let recorder = try ChildProcess(
      [
        root + "/usr/bin/pw-record", "--target", sinkName, "-P", "stream.capture.sink=true", "--rate", "44100",
        "--channels", "2", "--format", "s16", "-",
      ],
      environment: daemonEnvironment, stdout: path, stderr: folder + "/pw-record.log")
    guard waitFor(timeout: 10, { (try? nodes().contains { $0.name == "pw-record" && $0.state == "running" }) == true })
    else {
      recorder.stop()
      throw HarnessError.notReady("pw-record did not start: \(log("pw-record.log"))")
    }
    return recorder
  }

  public func stop() {
    for process in processes.reversed() { process.stop() }
    processes.removeAll()
  }
}
