import Foundation
import Testing

/// `q` ends the program within a second even while FFmpeg is deep in a file it will take a
/// minute over: here an MP3 whose ID3 tag holds 100,000 frames (FFmpeg's tag dictionary makes
/// its parse quadratic). The quit used to wait for the decoder to finish opening it, about
/// 55 s, with the terminal still in the program's modes all that time.
@Suite struct QuitWhileDecodingTests {
  @Test func quitDoesNotWaitForAFileFFmpegIsStuckIn() throws {
    let scratch = try Scratch()
    let library = try scratch.directory("library")
    let plain = scratch.path("plain.mp3")
    let encoded = try Shell.run([
      "ffmpeg", "-loglevel", "error", "-f", "lavfi", "-i", "sine=frequency=440:duration=2", "-c:a", "libmp3lame",
      "-write_xing", "0", "-id3v2_version", "0", plain,
    ])
    #expect(encoded.status == 0, "\(encoded.stderr)")
    let audio = try #require(FileManager.default.contents(atPath: plain))
    FileManager.default.createFile(atPath: library + "/many.mp3", contents: Self.manyFrames(100_000) + audio)

    let device = try AlsaFileDevice(in: scratch)
    let app = try TmuxDriver(
      arguments: ["--library", library], environment: scratch.xdgEnvironment.merging(device.environment) { $1 },
      sound: true, captureStderr: true)
    defer { app.stop() }
    try app.waitUntilReady()
    try app.openSongs(listing: "many")
    try app.send(key: "Enter")
    #expect(app.waitFor(timeout: 15) { $0.joined().contains("Now Playing") }, "\((try? app.screen()) ?? [])")
    let asked = Date()
    try app.send(key: "q")
    let status = app.waitForExit(timeout: 90)
    let seconds = Date().timeIntervalSince(asked)
    #expect(status == 0)
    #expect(seconds < 3, "quit took \(seconds) s")
    try LifecycleTests.expectTerminalRestored(app)
  }

  /// An ID3v2.4 tag with a title and `count` TXXX frames.
  static func manyFrames(_ count: Int) -> Data {
    func syncsafe(_ n: Int) -> [UInt8] {
      [UInt8((n >> 21) & 127), UInt8((n >> 14) & 127), UInt8((n >> 7) & 127), UInt8(n & 127)]
    }
    func frame(_ id: String, _ body: [UInt8]) -> [UInt8] { Array(id.utf8) + syncsafe(body.count) + [0, 0] + body }
    var body = frame("TIT2", [3] + Array("many".utf8))
    for i in 0..<count { body += frame("TXXX", [3] + Array("k\(i)".utf8) + [0] + Array("v".utf8)) }
    return Data(Array("ID3".utf8) + [4, 0, 0] + syncsafe(body.count) + body)
  }
}
