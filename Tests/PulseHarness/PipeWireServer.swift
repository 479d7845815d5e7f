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
    try FileManager.default.createDirectory(atPath: folder + "/run", withIntermediateDirectories: true,
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
    ["XDG_RUNTIME_DIR": folder + "/run", "LD_LIBRARY_PATH": libraries, "SPA_PLUGIN_DIR": libraries + "/spa-0.2",
     "PIPEWIRE_MODULE_DIR": libraries + "/pipewire-0.3", "PIPEWIRE_CONFIG_DIR": root + "/usr/share/pipewire",
     "ALSA_CONFIG_PATH": "/usr/share/alsa/alsa.conf:" + alsaConfigPath]
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
    processes.append(try ChildProcess([root + "/usr/bin/pipewire"], environment: environment,
                                      stderr: folder + "/pipewire.log"))
    guard waitFor(timeout: 10, { FileManager.default.fileExists(atPath: folder + "/run/pipewire-0") }) else {
      throw HarnessError.notReady("pipewire did not start: \(log("pipewire.log"))")
    }
    _ = try ChildProcess.output(
      [root + "/usr/bin/pw-cli", "create-node", "adapter",
       "{ factory.name=support.null-audio-sink node.name=\(sinkName) media.class=Audio/Sink object.linger=true "
         + "audio.position=[FL FR] audio.rate=44100 }"], environment: environment)
    processes.append(try ChildProcess([root + "/usr/bin/wireplumber"], environment: environment,
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

  public func stop() {
    for process in processes.reversed() { process.stop() }
    processes.removeAll()
  }
}
