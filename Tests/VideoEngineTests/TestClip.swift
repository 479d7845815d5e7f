import Foundation
import Testing

/// Video files made at test time with ffmpeg: testsrc2's moving pattern with a sine as its sound.
enum TestClip {
  static let folder: String = {
    let dir = NSTemporaryDirectory() + "ipodtui-video-tests-\(getpid())"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }()

  /// A 640x360 H.264 + AAC MP4 of `seconds`, made once per process and name.
  static func make(
    _ name: String, seconds: Int = 20, metadata: [String] = [], audio: Bool = true, in dir: String = folder
  ) throws -> String {
    let path = dir + "/" + name
    if FileManager.default.fileExists(atPath: path) { return path }
    var args = ["ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=30"]
    if audio { args += ["-f", "lavfi", "-i", "sine=frequency=1000:sample_rate=44100"] }
    args += ["-t", "\(seconds)", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"]
    if audio { args += ["-c:a", "aac", "-b:a", "96k"] }
    for pair in metadata { args += ["-metadata", pair] }
    args.append(path)
    let status = run(args)
    try #require(status == 0, "ffmpeg failed (is Debian package ffmpeg installed?)")
    return path
  }

  static func run(_ args: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = args
    process.standardError = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    do { try process.run() } catch { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
