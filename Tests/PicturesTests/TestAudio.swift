import Foundation

/// Short audio files to embed pictures in: FLAC and Ogg Vorbis from sox, M4A from ffmpeg, MP3 frames by hand
/// (this sox cannot write MP3, and TagLib only needs valid frame headers to accept the file).
enum TestAudio {
  static var hasSox: Bool { run("/bin/sh", ["-c", "command -v sox >/dev/null 2>&1"]) }

  /// A quarter second of a quiet tone at `path` (the format follows the extension).
  @discardableResult
  static func sox(_ path: String) -> Bool {
    run("/usr/bin/env", ["sox", "-n", "-r", "44100", "-c", "1", path, "synth", "0.25", "sine", "440", "vol", "0.1"])
  }

  /// A quarter second of AAC in an .m4a, from ffmpeg.
  static func m4a(_ path: String) -> Bool {
    run(
      "/usr/bin/env",
      ["ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "sine=duration=0.25", "-c:a", "aac", path])
  }

  /// Twenty silent MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, 417 bytes each).
  static func mp3(_ path: String) {
    var frame: [UInt8] = [0xFF, 0xFB, 0x90, 0x00]
    frame += [UInt8](repeating: 0, count: 417 - frame.count)
    let bytes = (0..<20).flatMap { _ in frame }
    precondition(FileManager.default.createFile(atPath: path, contents: Data(bytes)), "cannot write \(path)")
  }

  private static func run(_ tool: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
