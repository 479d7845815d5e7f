import Foundation
import Testing

/// Music through the ALSA file device: the samples written are compared with what the
/// tracks hold (tagged FLAC made from sox WAVs, so FFmpeg must decode exactly the WAV's
/// PCM). The engine paces itself in real time, so a 1 s track takes about 1 s to "play".
@Suite(.serialized) struct PlaybackTests {
  struct Track {
    var title: String
    var seconds: Double
    var synth: [String]
  }

  /// Distinct signals on the two channels, so a swapped or mono-mixed stream shows.
  static let alpha = Track(title: "Alpha", seconds: 1.0, synth: ["sine", "440", "sine", "660"])
  static let bravo = Track(title: "Bravo", seconds: 0.7, synth: ["square", "300", "sine", "1234"])
  static let charlie = Track(title: "Charlie", seconds: 3.0, synth: ["triangle", "220", "sine", "550"])

  /// A library of `tracks` (one album, in this order) and their samples.
  func makeLibrary(_ scratch: Scratch, _ tracks: [Track]) throws -> (path: String, samples: [String: [Int16]]) {
    let dir = try scratch.directory("library/Tester/Known Signals")
    var samples: [String: [Int16]] = [:]
    for (i, track) in tracks.enumerated() {
      samples[track.title] = try Audio.makeTrack(
        flacPath: "\(dir)/\(String(format: "%02d", i + 1)) \(track.title).flac", seconds: track.seconds,
        synth: track.synth, title: track.title, track: i + 1)
    }
    return (scratch.path("library"), samples)
  }

  /// Starts the program on `library` with sound into `device`, the clicker off (so only music
  /// is written) and the volume at `volume` of 25.
  func start(
    _ scratch: Scratch, _ device: AlsaFileDevice, library: String, volume: Int = 25, writeSettings: Bool = true
  )
    throws -> TmuxDriver
  {
    if writeSettings { try scratch.writeSettings(["clicker = off", "volume = \(volume)"]) }
    let app = try TmuxDriver(
      arguments: ["--library", library], environment: scratch.xdgEnvironment.merging(device.environment) { $1 },
      sound: true, captureStderr: true)
    try app.waitUntilReady()
    return app
  }

  /// Music > Songs, with `title` highlighted.
  func openSongs(_ app: TmuxDriver, select title: String) throws {
    try app.openSongs(listing: title)
    var moves = 0
    while ((try? app.selectedLabel()) ?? nil) != title, moves < 5 {
      try app.send(key: "Down")
      moves += 1
      app.waitFor { _ in ((try? app.selectedLabel()) ?? nil) != nil }
    }
    #expect(app.waitForSelection(title))
  }

  /// Waits for the Now Playing screen to show `text` (e.g. "0:01", "2 of 2").
  func waitForScreen(_ app: TmuxDriver, _ text: String, timeout: Double = 15) -> Bool {
    app.waitFor(timeout: timeout) { $0.joined().contains(text) }
  }

  func titleGlyph(_ app: TmuxDriver) -> String {
    let bar = (try? app.titleBar()) ?? ""
    return bar.contains("❚❚") ? "paused" : bar.contains("▶") ? "playing" : "none"
  }

  /// Waits until the queue has played out: no play glyph, and Now Playing closed back onto
  /// `menu`, the list it was opened from (as on the iPod with Repeat Off).
  func waitForEnd(_ app: TmuxDriver, backTo menu: String, timeout: Double = 15) -> Bool {
    app.poll(timeout: timeout) {
      titleGlyph(app) == "none" && (try? app.titleWords()) == menu
    }
  }

  func quit(_ app: TmuxDriver, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try app.send(key: "q")
    #expect(app.waitForExit() == 0, sourceLocation: sourceLocation)
    let stderr = (try? String(contentsOfFile: app.path("stderr"), encoding: .utf8)) ?? "?"
    #expect(stderr.isEmpty, "stderr: \(stderr)", sourceLocation: sourceLocation)
  }

  /// Where two sample streams first differ, for messages.
  func firstDifference(_ a: [Int16], _ b: [Int16]) -> String {
    guard let i = zip(a, b).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else {
      return a.count == b.count ? "identical" : "one is a prefix of the other (\(a.count) vs \(b.count) samples)"
    }
    return "first difference at frame \(i / 2) of \(a.count / 2): \(a[i]) vs \(b[i]) (\(a.count) vs \(b.count) samples)"
  }

  @Test func twoTracksPlayExactlyAndBackToBack() throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let library = try makeLibrary(scratch, [Self.alpha, Self.bravo])
    let app = try start(scratch, device, library: library.path)
    try openSongs(app, select: "Alpha")
    try app.send(key: "Enter")
    #expect(waitForScreen(app, "1 of 2"))
    #expect(app.poll { titleGlyph(app) == "playing" })
    #expect(waitForScreen(app, "2 of 2"))
    #expect(waitForEnd(app, backTo: "Songs"), "\((try? app.screen()) ?? [])")
    try quit(app)
    let expected = library.samples["Alpha"]! + library.samples["Bravo"]!
    let written = device.samples()
    #expect(written.count == expected.count, "frames written \(written.count / 2), tracks hold \(expected.count / 2)")
    let same = written == expected  // never `#expect(a == b)` on long arrays: its diff is quadratic
    #expect(same, "\(firstDifference(written, expected))")
  }

  /// An iTunes album: one continuous tone cut into two AAC songs in .m4a (ffmpeg writes the
  /// encoder delay and padding in the MP4 edit list). Played through the real binary, the two
  /// join without a gap and their length is exactly the source's, sample for sample counted.
  @Test func twoAACSongsPlayGaplessly() throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let dir = try scratch.directory("library/Tester/Gapless")
    let source = scratch.path("tone.wav")
    try Audio.sox(["-D", "-n", "-r", "44100", "-c", "2", "-b", "16", source, "synth", "3", "sine", "440", "gain", "-6"])
    let cut = 66_150  // 1.5 s
    for (i, (name, trim)) in [("One", ["trim", "0s", "\(cut)s"]), ("Two", ["trim", "\(cut)s"])].enumerated() {
      let part = scratch.path("part\(i).wav")
      try Audio.sox([source, part] + trim)
      let result = try Shell.run([
        "ffmpeg", "-v", "error", "-y", "-i", part, "-c:a", "aac", "-b:a", "192k", "-metadata", "title=\(name)",
        "-metadata", "artist=Tester", "-metadata", "album=Gapless", "-metadata", "track=\(i + 1)",
        dir + "/0\(i + 1) \(name).m4a",
      ])
      #expect(result.status == 0, "ffmpeg: \(result.stderr)")
    }
    let app = try start(scratch, device, library: scratch.path("library"), volume: 25)
    try openSongs(app, select: "One")
    try app.send(key: "Enter")
    #expect(waitForScreen(app, "2 of 2"))
    #expect(waitForEnd(app, backTo: "Songs"), "\((try? app.screen()) ?? [])")
    try quit(app)
    let written = device.samples()
    #expect(written.count == 2 * 132_300, "frames written \(written.count / 2), the source holds 132300")
    // No gap at the join: the tone never rests for 1 ms (44 frames) anywhere.
    var quiet = 0
    var longest = 0
    for frame in 0..<(written.count / 2) {
      quiet = abs(Int(written[frame * 2])) < 200 ? quiet + 1 : 0
      longest = max(longest, quiet)
    }
    #expect(longest < 44, "a silence of \(longest) frames")
  }

  /// Pause stops the stream (nothing more reaches the device, not even silence); play carries
  /// on exactly where it stopped.
  @Test func pauseWritesNothingFurther() throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let library = try makeLibrary(scratch, [Self.charlie])
    let app = try start(scratch, device, library: library.path)
    try openSongs(app, select: "Charlie")
    try app.send(key: "Enter")
    #expect(waitForScreen(app, "0:01"))
    try app.send(key: "Space")
    #expect(app.poll { titleGlyph(app) == "paused" })
    // ALSA's file plugin writes in blocks: wait until what was played before the pause is on disk.
    var settled = device.byteCount()
    #expect(
      app.poll(timeout: 5) {
        usleep(200_000)
        let now = device.byteCount()
        defer { settled = now }
        return now == settled
      })
    usleep(1_500_000)  // the measurement window: 1.5 s of playing would be 264,600 bytes
    #expect(device.byteCount() == settled, "the device kept receiving data while paused")
    let total = library.samples["Charlie"]!.count * 2
    #expect(settled < total, "the pause came after the end (\(settled) of \(total) bytes)")

    try app.send(key: "Space")
    #expect(app.poll { titleGlyph(app) == "playing" })
    #expect(waitForEnd(app, backTo: "Songs"))
    try quit(app)
    let written = device.samples()
    let expected = library.samples["Charlie"]!
    let same = written == expected  // never `#expect(a == b)` on long arrays: its diff is quadratic
    #expect(same, "\(firstDifference(written, expected))")
  }

  /// Volume 15 of 25 scales every music sample by (15/25)² — from the first sample on, and
  /// also after a restart (the saved volume must reach the engine before the music does).
  @Test func volumeScalesEverySample() throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let library = try makeLibrary(scratch, [Self.alpha, Self.charlie])
    let app = try start(scratch, device, library: library.path, volume: 15)
    try openSongs(app, select: "Alpha")
    try app.send(key: "Enter")
    #expect(waitForScreen(app, "1 of 2"))
    #expect(waitForScreen(app, "2 of 2"))
    try app.send(key: "Space")
    #expect(app.poll { titleGlyph(app) == "paused" })
    try quit(app)
    let expected = library.samples["Alpha"]!.map { Audio.scaled($0, volume: 15) }
    let written = device.samples()
    #expect(written.count >= expected.count)
    let head = Array(written.prefix(expected.count))
    let headScaled = head == expected
    #expect(headScaled, "Alpha at volume 15: \(firstDifference(head, expected))")

    // Restart: resumes paused on Charlie; play it to the end at the saved volume.
    try FileManager.default.removeItem(atPath: device.rawPath)
    let again = try start(scratch, device, library: library.path, writeSettings: false)
    #expect(again.poll { titleGlyph(again) == "paused" })
    try again.send(key: "Space")
    #expect(again.poll { titleGlyph(again) == "playing" })
    #expect(again.poll(timeout: 15) { titleGlyph(again) == "none" })
    try quit(again)
    let charlie = library.samples["Charlie"]!.map { Audio.scaled($0, volume: 15) }
    let resumed = device.samples()
    #expect(!resumed.isEmpty && resumed.count <= charlie.count)
    let tail = Array(charlie.suffix(resumed.count))
    let tailScaled = resumed == tail
    #expect(tailScaled, "Charlie after a restart at volume 15: \(firstDifference(resumed, tail))")
  }

  /// Quit while paused; the next start is paused on the same song, and play carries on from
  /// about where it was, to the song's end.
  @Test func quitAndRestartResumesPausedOnTheSameSong() throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let library = try makeLibrary(scratch, [Self.alpha, Self.charlie])
    let app = try start(scratch, device, library: library.path)
    try openSongs(app, select: "Charlie")
    try app.send(key: "Enter")
    #expect(waitForScreen(app, "2 of 2"))
    #expect(waitForScreen(app, "0:01"))
    try app.send(key: "Space")
    #expect(app.poll { titleGlyph(app) == "paused" })
    try quit(app)
    let before = device.samples()

    try FileManager.default.removeItem(atPath: device.rawPath)
    let again = try start(scratch, device, library: library.path, writeSettings: false)
    #expect(again.poll { titleGlyph(again) == "paused" }, "❚❚ in the title bar: \((try? again.titleBar()) ?? "")")
    #expect(
      again.waitFor(timeout: 15) { _ in ((try? again.listRows()) ?? []).contains { $0.hasPrefix("Now Playing") } })
    try again.send(key: "End")
    #expect(again.waitForSelection("Now Playing"))
    try again.send(key: "Enter")
    #expect(waitForScreen(again, "Charlie"))
    #expect(waitForScreen(again, "2 of 2"))
    #expect(titleGlyph(again) == "paused")
    #expect(device.samples().isEmpty, "nothing plays until asked")

    try again.send(key: "Space")
    #expect(again.poll { titleGlyph(again) == "playing" })
    // Opened from the main menu's row, the end lands there, and the row is gone.
    #expect(waitForEnd(again, backTo: "iPod"), "\((try? again.screen()) ?? [])")
    #expect(!((try? again.listRows()) ?? ["?"]).contains { $0.hasPrefix("Now Playing") })
    try quit(again)
    // The two runs together: Charlie once, with at most the saved position's rounding
    // (under a second) played twice or skipped.
    let charlie = library.samples["Charlie"]!
    let after = device.samples()
    let endsExactly = !after.isEmpty && after == Array(charlie.suffix(after.count))
    let startsExactly = !before.isEmpty && before == Array(charlie.prefix(before.count))
    #expect(endsExactly, "the second run ends Charlie exactly")
    #expect(startsExactly, "the first run starts Charlie exactly")
    let frames = (before.count + after.count) / 2
    let expected = charlie.count / 2
    #expect(abs(frames - expected) < 44_100, "played \(frames) frames in two runs of a \(expected)-frame song")
  }
}
