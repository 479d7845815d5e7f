import AudioEngine
import Foundation
import PulseHarness

/// The ALSA file device every engine test writes to, one output file per test.
///
/// alsa-lib reads its configuration once per process (and reloads only when the file list
/// changes), while Swift Testing runs tests in parallel in one process. So the config is
/// written and `ALSA_CONFIG_PATH` set exactly once, before any test touches ALSA, and it
/// defines one *parametrised* PCM: `ipodtest:FILE="/path/out.raw"` is a file plugin (raw
/// S16_LE bytes, null slave) writing to the path given in the device name. Every test
/// passes its own path as `device:`, so tests never share a file or reload the config.
/// `ipodpulse:SERVER="unix:/path"` plays through a test's private PulseAudio server.
enum FileDevice {
  static let folder: String = {
    let dir = NSTemporaryDirectory() + "ipodtui-audio-tests-\(getpid())"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let conf = """
      pcm.ipodtest {
        @args [ FILE ]
        @args.FILE { type string }
        type file
        slave.pcm "null"
        file $FILE
        format "raw"
      }

      pcm.ipodpulse {
        @args [ SERVER ]
        @args.SERVER { type string }
        type pulse
        server $SERVER
      }

      pcm_type.pipewire { lib "\(PipeWireServer.alsaPlugin(tree: pipeWireTree))" }
      pcm.ipodpipewire {
        @args [ SOCKET ]
        @args.SOCKET { type string }
        type pipewire
        server $SOCKET
      }

      """
    let confPath = dir + "/ipodtest.conf"
    try? conf.write(toFile: confPath, atomically: true, encoding: .utf8)
    // Appended to what another suite in this process may have set (VideoEngineTests defines
    // its own device), never replacing it: the last writer would hide the other's devices.
    BrokenPipes.ignore()
    let current = getenv("ALSA_CONFIG_PATH").map { String(cString: $0) } ?? "/usr/share/alsa/alsa.conf"
    setenv("ALSA_CONFIG_PATH", current + ":" + confPath, 1)
    // PipeWire's client library (Debian's libpipewire, installed) finds its modules and client
    // configuration in the unpacked tree, read when a stream first opens.
    for (name, value) in PipeWireServer.clientLibraryEnvironment(tree: pipeWireTree) { setenv(name, value, 1) }
    return dir
  }()

  /// The unpacked PipeWire (scripts/fetch-pipewire.sh).
  static let pipeWireTree = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".cache/pipewire").path

  /// The device name that plays through the PipeWire daemon listening on `socket`.
  static func pipeWire(_ socket: String) -> String {
    _ = folder
    return "ipodpipewire:SOCKET=\"\(socket)\""
  }

  /// The device name that plays through the PulseAudio server at `address` ("unix:/…").
  static func pulse(_ address: String) -> String {
    _ = folder
    return "ipodpulse:SERVER=\"\(address)\""
  }

  /// A fresh output file path and the device name that writes to it.
  static func make(_ name: String = #function) -> (device: String, raw: String) {
    let clean = name.filter { $0.isLetter || $0.isNumber }
    let raw = folder + "/\(clean)-\(UUID().uuidString.prefix(8)).raw"
    return ("ipodtest:FILE=\"\(raw)\"", raw)
  }

  /// A path in the test folder for generated input files.
  static func path(_ file: String) -> String { folder + "/\(UUID().uuidString.prefix(8))-\(file)" }

  /// The interleaved Int16 samples the device wrote (call after `close()`: the tail is
  /// flushed on drain).
  static func samples(_ raw: String) -> [Int16] {
    guard let data = FileManager.default.contents(atPath: raw) else { return [] }
    return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
  }

  static func size(_ raw: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: raw))?[.size] as? Int) ?? 0
  }
}
