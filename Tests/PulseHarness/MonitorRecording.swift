import Foundation

/// `parec` on the null sink's monitor: S16_LE stereo at 44.1 kHz, what the server played.
///
/// parec itself starts late and may lose its first moments (PLATFORM.md), so tests judge
/// continuity and rates inside the recording, never absolute offsets.
public final class MonitorRecording: @unchecked Sendable {
  public let path: String
  private let process: ChildProcess

  init(server: PulseServer, path: String) throws {
    self.path = path
    process = try ChildProcess(
      [
        "parec", "-d", server.sinkName + ".monitor", "--raw", "--format=s16le", "--rate=44100", "--channels=2",
        "--latency-msec=20",
      ],
      environment: server.clientEnvironment, stdout: path)
    guard waitFor(timeout: 20, { byteCount > 0 }) else {
      process.stop()
      throw HarnessError.notReady("parec recorded nothing")
    }
  }

  public var byteCount: Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
  }

  /// Stops recording and returns the interleaved samples.
  public func finish() -> [Int16] {
    process.stop(signal: SIGINT)
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    return data.withUnsafeBytes { raw in
      (0..<(raw.count / 2)).map { Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self)) }
    }
  }
}
