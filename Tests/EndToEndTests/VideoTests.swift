import Foundation
import Testing

/// Videos with the real binary in tmux: a clip made by ffmpeg in a temporary XDG videos folder
/// is listed, plays in the display (the testsrc2 picture moves), pauses, keeps its picture in
/// time with its sound on ALSA's file device, and MENU leaves.
@Suite(.serialized) struct VideoTests {
  /// Makes a testsrc2 + sine clip with ffmpeg.
  static func makeClip(_ path: String, seconds: Int, metadata: [String]) throws {
    var args = [
      "ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=30",
      "-f", "lavfi", "-i", "sine=frequency=1000:sample_rate=44100", "-t", "\(seconds)", "-c:v", "libx264",
      "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-b:a", "96k",
    ]
    for pair in metadata { args += ["-metadata", pair] }
    let result = try Shell.run(args + [path])
    guard result.status == 0 else { throw FixtureError.failed("ffmpeg", result.stderr) }
  }

  /// One line of the program's video log: the frame's timestamp and when it was drawn (ns).
  static func frames(_ log: String) -> [(pts: Double, drawn: UInt64)] {
    ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { line in
      let fields = Dictionary(
        uniqueKeysWithValues: line.split(separator: " ").compactMap { part -> (String, String)? in
          let kv = part.split(separator: "=", maxSplits: 1)
          return kv.count == 2 ? (String(kv[0]), String(kv[1])) : nil
        })
      guard line.hasPrefix("frame"), let pts = fields["pts"].flatMap(Double.init),
        let drawn = fields["drawn"].flatMap(UInt64.init)
      else { return nil }
      return (pts, drawn)
    }
  }

  /// The display's cells as character and background.
  static func pictureCells(_ screen: StyledScreen, in display: (x: Int, y: Int, w: Int, h: Int)) -> [String] {
    var cells: [String] = []
    for y in display.y..<(display.y + display.h) {
      for x in display.x..<(display.x + display.w) {
        guard let cell = screen.cell(x: x, y: y) else { continue }
        cells.append("\(cell.character)|\(cell.background)")
      }
    }
    return cells
  }

  /// Videos > Video Playlists: an `.m3u` in the videos folder naming two clips (relative
  /// paths, one line that is no video here) lists them in its order and plays from them.
  @Test func aPlaylistFileInTheVideosFolderIsAVideoPlaylist() throws {
    let scratch = try Scratch()
    let folder = scratch.path("My Videos")
    let movies = try scratch.directory("My Videos/Movies")
    try Self.makeClip(movies + "/pattern.mp4", seconds: 2, metadata: ["title=Test Pattern"])
    try Self.makeClip(folder + "/song.mp4", seconds: 2, metadata: ["title=A Song", "media_type=6"])
    try "#EXTM3U\nsong.mp4\nmissing.mp4\nMovies/pattern.mp4\n".write(
      toFile: folder + "/Road Trip.m3u", atomically: true, encoding: .utf8)
    try scratch.directory("config")
    try "XDG_VIDEOS_DIR=\"\(folder)\"\n".write(
      toFile: scratch.path("config/user-dirs.dirs"), atomically: true, encoding: .utf8)
    let app = try TmuxDriver(environment: scratch.xdgEnvironment)
    defer { app.stop() }
    try app.waitUntilReady()
    for row in ["Photos", "Videos"] { try app.step("Down", expecting: row) }
    try app.send(key: "Enter")
    #expect(app.waitForSelection("Movies"))
    for row in ["Music Videos", "TV Shows", "Video Podcasts", "Video Playlists"] {
      try app.step("Down", expecting: row)
    }
    try app.send(key: "Enter")
    #expect(app.waitForSelection("Road Trip"))
    #expect(app.waitFor { $0.joined().contains("Road Trip") && $0.joined().contains("2") })
    try app.send(key: "Enter")
    #expect(app.waitForSelection("A Song"))
    let screen = try app.screen()
    let song = screen.firstIndex { $0.contains("A Song") }
    let pattern = screen.firstIndex { $0.contains("Test Pattern") }
    #expect(song != nil && pattern != nil && song! < pattern!, "in the file's order: \(screen)")
    #expect(!screen.joined().contains("missing"))
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
  }

  @Test func aClipInTheVideosFolderIsListedPlaysInSyncPausesAndMenuLeaves() throws {
    let scratch = try Scratch()
    let videos = try scratch.directory("My Videos/Movies")
    try Self.makeClip(videos + "/pattern.mp4", seconds: 20, metadata: ["title=Test Pattern"])
    try Self.makeClip(
      scratch.path("My Videos") + "/song.mp4", seconds: 2,
      metadata: ["title=A Song", "artist=The Band", "media_type=6"])
    try scratch.directory("config")
    try "XDG_VIDEOS_DIR=\"\(scratch.path("My Videos"))\"\n".write(
      toFile: scratch.path("config/user-dirs.dirs"), atomically: true, encoding: .utf8)
    try scratch.writeSettings(["clicker = off", "volume = 25"])
    let device = try AlsaFileDevice(in: scratch)
    let log = scratch.path("video.log")
    let app = try TmuxDriver(
      environment: scratch.xdgEnvironment.merging(device.environment) { $1 }.merging(["IPODTUI_VIDEO_LOG": log]) { $1 },
      sound: true, captureStderr: true)
    try app.waitUntilReady()
    for row in ["Photos", "Videos"] { try app.step("Down", expecting: row) }
    try app.send(key: "Enter")
    #expect(app.waitForSelection("Movies"))
    try app.step("Down", expecting: "Music Videos")
    try app.send(key: "Enter")
    #expect(app.waitFor { $0.joined().contains("A Song") && $0.joined().contains("The Band") })
    try app.send(key: "Escape")
    try app.step("Up", expecting: "Movies")
    try app.send(key: "Enter")
    #expect(app.waitForSelection("Test Pattern"))
    try app.send(key: "Enter")

    // Frames are drawn, in the display, and the picture changes as the pattern moves.
    #expect(app.poll(timeout: 20) { Self.frames(log).count >= 30 }, "frames drawn: \(Self.frames(log).count)")
    let layout = try app.layout()
    let display = (layout.display.x, layout.display.y + 2, layout.display.width, layout.display.height - 4)
    let first = Self.pictureCells(try app.styledScreen(), in: display)
    // Half blocks coloured from the picture (tmux hands on 24-bit or 256 colours).
    let coloured = first.filter { $0.hasPrefix("▀|2;") || $0.hasPrefix("▀|5;") }
    #expect(coloured.count > first.count / 2, "the display shows picture cells: \(first.prefix(4))")
    #expect(Set(coloured).count >= 5, "several colours of the pattern")
    let shownBefore = Self.frames(log).count
    #expect(app.poll(timeout: 10) { Self.frames(log).count >= shownBefore + 15 })
    let later = Self.pictureCells(try app.styledScreen(), in: display)
    #expect(zip(first, later).filter { $0 != $1 }.count >= 5, "the picture moved")

    // A/V sync: each frame drawn against the audio on the device then (the raw file's size,
    // sampled here, outside the program), over a few seconds of playing.
    var samples: [(at: UInt64, bytes: Int)] = []
    let until = Date().addingTimeInterval(4)
    while Date() < until {
      var ts = timespec()
      clock_gettime(CLOCK_MONOTONIC, &ts)
      samples.append((UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec), device.byteCount()))
      usleep(3_000)
    }
    var drifts: [Double] = []
    var j = 0
    for frame in Self.frames(log) where frame.drawn >= samples[0].at && frame.drawn <= samples[samples.count - 1].at {
      while j + 1 < samples.count, samples[j + 1].at <= frame.drawn { j += 1 }
      drifts.append(abs(frame.pts - Double(samples[j].bytes / 4) / 44_100))
    }
    drifts.sort()
    try #require(drifts.count >= 60, "frames drawn while sampling: \(drifts.count)")
    let median = drifts[drifts.count / 2]
    let p95 = drifts[drifts.count * 95 / 100]
    print(
      String(
        format: "end-to-end A/V drift: median %.1f ms, p95 %.1f ms over %d frames", median * 1000, p95 * 1000,
        drifts.count))
    #expect(median < 0.1 && p95 < 0.3)

    // Pause stops the frames (and says so); play goes on.
    try app.send(key: "Space")
    #expect(app.waitFor { $0.joined().contains("❚❚") })
    let paused = Self.frames(log).count
    Thread.sleep(forTimeInterval: 1)  // asserting that nothing happens takes a while
    #expect(Self.frames(log).count <= paused + 1)
    try app.send(key: "Space")
    #expect(app.poll(timeout: 10) { Self.frames(log).count >= paused + 10 })

    // MENU leaves: the list again, no more frames.
    try app.send(key: "Escape")
    #expect(app.waitForSelection("Test Pattern"))
    let left = Self.frames(log).count
    Thread.sleep(forTimeInterval: 0.5)
    #expect(Self.frames(log).count <= left + 1)
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
    let stderr = (try? String(contentsOfFile: app.path("stderr"), encoding: .utf8)) ?? ""
    #expect(stderr.isEmpty, "\(stderr)")
  }
}
