import Foundation
import Testing

/// Audiobooks (a real M4B with chapters, written by ffmpeg) and lyrics (an .lrc beside a FLAC),
/// driven through the real binary in tmux with music written to ALSA's file device.
@Suite(.serialized) struct SpokenAndLyricsTests {
  func ffmpeg(_ arguments: [String]) throws {
    let result = try Shell.run(["ffmpeg", "-nostdin", "-v", "error", "-y"] + arguments)
    guard result.status == 0 else {
      throw FixtureError.failed("ffmpeg \(arguments.joined(separator: " "))", result.stderr)
    }
  }

  /// A 12-second book with chapters at 0, 4 and 8 s, and one song, under `library/`.
  func makeLibrary(_ scratch: Scratch) throws -> String {
    let books = try scratch.directory("library/Books")
    let meta = """
      ;FFMETADATA1
      title=The Test Book
      artist=A. Reader
      album=The Test Book
      [CHAPTER]
      TIMEBASE=1/1000
      START=0
      END=4000
      title=Opening
      [CHAPTER]
      TIMEBASE=1/1000
      START=4000
      END=8000
      title=The Middle
      [CHAPTER]
      TIMEBASE=1/1000
      START=8000
      END=12000
      title=Ending

      """
    try meta.write(toFile: books + "/meta.txt", atomically: true, encoding: .utf8)
    try ffmpeg([
      "-f", "lavfi", "-i", "sine=frequency=330:duration=12", "-i", books + "/meta.txt", "-map_metadata", "1",
      "-map_chapters", "1", "-c:a", "aac", "-ac", "2", "-ar", "44100", books + "/book.m4b",
    ])
    unlink(books + "/meta.txt")
    let music = try scratch.directory("library/Tester/Words")
    _ = try Audio.makeTrack(
      flacPath: music + "/01 Sung.flac", seconds: 8, synth: ["sine", "440", "sine", "660"], title: "Sung", track: 1)
    let lrc =
      "\u{FEFF}[ar:Tester]\r\n[ti:Sung]\r\n[00:00.50]First words\r\n[00:03.00]Second words\r\n[00:05.50]Third words\r\n"
    try lrc.write(toFile: music + "/01 Sung.lrc", atomically: true, encoding: .utf8)
    return scratch.path("library")
  }

  func start(_ scratch: Scratch, _ device: AlsaFileDevice, library: String, settings: Bool = true) throws -> TmuxDriver
  {
    if settings { try scratch.writeSettings(["clicker = off", "volume = 20"]) }
    let app = try TmuxDriver(
      arguments: ["--library", library], environment: scratch.xdgEnvironment.merging(device.environment) { $1 },
      sound: true, captureStderr: true)
    try app.waitUntilReady()
    return app
  }

  /// Moves the selection down until `label` is highlighted (at most `limit` steps).
  func select(_ app: TmuxDriver, _ label: String, limit: Int = 15) throws {
    for _ in 0..<limit {
      if ((try? app.selectedLabel()) ?? nil) == label { return }
      let before = (try? app.selectedLabel()) ?? nil
      try app.send(key: "Down")
      _ = app.poll(timeout: 3) { ((try? app.selectedLabel()) ?? nil) != before }
    }
    #expect(app.waitForSelection(label), "\(label) never selected: \((try? app.screen()) ?? [])")
  }

  func quit(_ app: TmuxDriver) throws {
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
    let stderr = (try? String(contentsOfFile: app.path("stderr"), encoding: .utf8)) ?? "?"
    #expect(stderr.isEmpty, "stderr: \(stderr)")
  }

  /// Music > Audiobooks > The Test Book.
  func openBook(_ app: TmuxDriver) throws {
    try app.send(key: "Enter")
    #expect(app.waitForSelection("Cover Flow"))
    try select(app, "Audiobooks")
    try app.send(key: "Enter")
    #expect(app.waitFor(timeout: 20) { $0.joined().contains("The Test Book") }, "\((try? app.screen()) ?? [])")
    #expect(app.waitForSelection("The Test Book"))
    try app.send(key: "Enter")
  }

  /// ⏭ (`n`) in a book moves to its next chapter and Now Playing names it with its place;
  /// ⏮ (`b`) within the first seconds of a chapter goes back to the one before.
  @Test func nextAndPreviousMoveBetweenTheChaptersOfABook() throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let library = try makeLibrary(scratch)
    let app = try start(scratch, device, library: library)
    try openBook(app)
    #expect(app.waitFor(timeout: 10) { $0.joined().contains("The Middle") }, "\((try? app.screen()) ?? [])")
    try select(app, "Opening")
    try app.send(key: "Enter")
    #expect(
      app.waitFor(timeout: 10) { $0.joined().contains("1 of 3") && $0.joined().contains("Opening") },
      "Now Playing names the first chapter: \((try? app.screen()) ?? [])")
    try app.send(key: "n")
    #expect(
      app.waitFor(timeout: 10) { $0.joined().contains("2 of 3") && $0.joined().contains("The Middle") },
      "⏭ reaches chapter 2: \((try? app.screen()) ?? [])")
    #expect(app.poll { ((try? app.titleBar()) ?? "").contains("▶") }, "still playing")
    #expect(app.waitFor(timeout: 10) { $0.joined().contains("0:05") }, "from chapter 2's start, not 0:00")
    try app.send(key: "b")
    try app.send(key: "b")
    #expect(
      app.waitFor(timeout: 10) { $0.joined().contains("1 of 3") && $0.joined().contains("Opening") },
      "⏮ twice: back to chapter 1: \((try? app.screen()) ?? [])")
    try quit(app)
  }

  @Test func anM4BIsAnAudiobookWithChaptersAndResumesAfterARestart() throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let library = try makeLibrary(scratch)
    let app = try start(scratch, device, library: library)
    // Not a song: Songs lists only the music.
    try app.openSongs(listing: "Sung")
    #expect(!((try? app.screen()) ?? []).joined().contains("The Test Book"))
    try app.send(key: "Escape")
    try app.send(key: "Escape")
    #expect(app.waitFor { $0.joined().contains("Shuffle Songs") })

    try openBook(app)
    #expect(
      app.waitFor(timeout: 10) { screen in
        ["Opening", "The Middle", "Ending"].allSatisfy { screen.joined().contains($0) }
      },
      "chapters listed: \((try? app.screen()) ?? [])")
    #expect(app.waitFor { $0.joined().contains("0:04") && $0.joined().contains("0:08") })
    try select(app, "The Middle")
    try app.send(key: "Enter")
    #expect(
      app.waitFor(timeout: 10) { $0.joined().contains("-0:0") && $0.joined().contains("0:05") },
      "\((try? app.screen()) ?? [])")
    #expect(app.waitFor(timeout: 10) { $0.joined().contains("0:06") })
    try app.send(key: "Space")
    #expect(app.poll { ((try? app.titleBar()) ?? "").contains("❚❚") })
    try quit(app)
    let marks = try String(contentsOfFile: scratch.path("data/ipodtui/bookmarks"), encoding: .utf8)
    #expect(marks.contains("book:the test book / a. reader") && marks.contains("book.m4b"), "\(marks)")

    // Another run: the book offers to resume where it was left (not the start, not a chapter).
    let again = try start(scratch, device, library: library, settings: false)
    try openBook(again)
    #expect(again.waitFor(timeout: 10) { $0.joined().contains("Resume") }, "\((try? again.screen()) ?? [])")
    let resumeRow = ((try? again.listRows()) ?? []).first { $0.hasPrefix("Resume") } ?? ""
    #expect(resumeRow.contains("0:06") || resumeRow.contains("0:07"), "\(resumeRow)")
    try select(again, "Resume")
    try again.send(key: "Enter")
    #expect(
      again.waitFor(timeout: 10) { $0.joined().contains("0:07") || $0.joined().contains("0:08") },
      "\((try? again.screen()) ?? [])")
    #expect(!((try? again.screen()) ?? []).joined().contains("0:01 "))
    try quit(again)
  }

  @Test func anLRCBesideTheSongShowsALyricsPageThatFollowsTheMusic() throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let library = try makeLibrary(scratch)
    let app = try start(scratch, device, library: library)
    try app.openSongs(listing: "Sung")
    #expect(app.waitForSelection("Sung"))
    try app.send(key: "Enter")
    #expect(app.waitFor(timeout: 10) { $0.joined().contains("1 of 1") })
    try app.send(key: "Enter")  // scrub
    #expect(app.waitFor { $0.joined().contains("Scrubbing") })
    try app.send(key: "Enter")  // the album's art
    #expect(app.waitFor { !$0.joined().contains("Scrubbing") && !$0.joined().contains("1 of 1") })
    try app.send(key: "Enter")  // rating
    #expect(app.waitFor { $0.joined().contains("Rating") })
    try app.send(key: "Enter")  // lyrics
    #expect(app.waitFor { $0.joined().contains("Second words") }, "\((try? app.screen()) ?? [])")
    #expect(
      app.poll(timeout: 10) { ((try? app.selectedRow()) ?? nil) == "First words" }, "\((try? app.screen()) ?? [])")
    #expect(app.poll(timeout: 10) { ((try? app.selectedRow()) ?? nil) == "Second words" })
    #expect(app.poll(timeout: 10) { ((try? app.selectedRow()) ?? nil) == "Third words" })
    #expect(!((try? app.screen()) ?? []).joined().contains("[ar:"))
    // MENU leaves the page for Now Playing's bar, then Now Playing.
    try app.send(key: "Escape")
    #expect(app.waitFor { !$0.joined().contains("Third words") && $0.joined().contains("Sung") })
    try quit(app)
  }
}
