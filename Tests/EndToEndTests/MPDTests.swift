import Foundation
import MPDHarness
import PulseHarness
import Testing

/// `ipodtui --mpd` against a real `mpd` (Debian's) started in a temporary folder, driven
/// through the UI in tmux; what the server does is read back with `mpc`.
@Suite(.serialized) struct MPDTests {
  static let songs = TestMusic.catalogue(count: 24)

  /// A server with the 24 songs, 200 s each (long enough to stay on one song while a test
  /// looks; 1% of a song, one scrub step, is 2 s).
  func server(password: String? = nil) throws -> PrivateMPD {
    let mpd = try PrivateMPD(password: password)
    try TestMusic.write(Self.songs, audio: TestMusic.encodedTone(seconds: 200, in: mpd.folder), under: mpd.musicFolder)
    try mpd.start(expecting: Self.songs.count)
    return mpd
  }

  func start(_ scratch: Scratch, _ address: String, arguments: [String] = []) throws -> TmuxDriver {
    let app = try TmuxDriver(
      arguments: ["--mpd", address] + arguments, environment: scratch.xdgEnvironment, captureStderr: true)
    try app.waitUntilReady()
    return app
  }

  func title(ofFile file: String?) -> String? { Self.songs.first { $0.uri == file }?.title }

  func nowPlayingShows(_ app: TmuxDriver, _ title: String?, timeout: Double = 15) -> Bool {
    guard let title else { return false }
    return app.waitFor(timeout: timeout) { $0.joined().contains("Now Playing") && $0.joined().contains(title) }
  }

  @Test func browsePlaySeekAndFollowAnotherClient() throws {
    let mpd = try server()
    let scratch = try Scratch()
    let app = try start(scratch, mpd.socketPath)
    defer { app.stop() }
    try app.openSongs(listing: "Song 00000")
    try app.step("Down", expecting: "Song 00001")
    try app.step("Down", expecting: "Song 00002")
    try app.send(key: "Enter")
    #expect(app.poll(timeout: 15) { mpd.currentFile() == Self.songs[2].uri && mpd.state() == "playing" })
    #expect(nowPlayingShows(app, "Song 00002"))
    // The next song is already queued on the server, for a gapless change.
    #expect(app.poll(timeout: 10) { (try? mpd.mpc(["-f", "%file%", "queued"]))?.contains(Self.songs[3].uri) == true })

    // Seek: the center switches the wheel to scrub; 15 steps of 1% are 30 s.
    let before = mpd.elapsed() ?? 0
    try app.send(key: "Enter")
    #expect(app.waitFor { $0.joined().contains("Scrubbing") })
    try app.send(key: "Down", times: 15)
    #expect(app.poll(timeout: 15) { (mpd.elapsed() ?? 0) >= before + 25 }, "seeked on the server")

    // Pause here: the server pauses; play from another client: ipodtui shows it playing.
    try app.send(key: "Space")
    #expect(app.poll(timeout: 10) { mpd.state() == "paused" })
    try mpd.mpc(["play"])
    #expect(app.poll(timeout: 10) { ((try? app.titleBar()) ?? "").contains("▶") })

    // Another client skips: Now Playing follows at once, and the server gets the song after.
    try mpd.mpc(["next"])
    #expect(nowPlayingShows(app, "Song 00003"))
    #expect(app.poll(timeout: 10) { (try? mpd.mpc(["-f", "%file%", "queued"]))?.contains(Self.songs[4].uri) == true })
    #expect(app.poll(timeout: 10) { (mpd.elapsed() ?? 0) >= 1 })  // a person's pace
    // ⏭ here moves the server on too.
    try app.send(key: "n")
    #expect(app.poll(timeout: 10) { mpd.currentFile() == Self.songs[4].uri })
    #expect(nowPlayingShows(app, "Song 00004"))
  }

  /// Cover Flow's covers come from the server (`albumart`): a red cover.jpg in the first
  /// album's folder is drawn in red (xterm's 196 at the 256-colour depth tmux gives).
  @Test func coverFlowShowsTheServersCovers() throws {
    let mpd = try server()
    _ = try ChildProcess.output([
      "ffmpeg", "-loglevel", "error", "-f", "lavfi", "-i", "color=c=red:s=64x64", "-frames:v", "1",
      mpd.musicFolder + "/Artist 000/Album 0000/cover.jpg",
    ])
    let scratch = try Scratch()
    let app = try start(scratch, mpd.socketPath)
    defer { app.stop() }
    func redCells() -> Int {
      ((try? app.styledScreen().rows) ?? []).joined().filter {
        $0.background.hasPrefix("5;196") || $0.background.hasPrefix("2;25")
      }.count
    }
    try app.openSongs(listing: "Song 00000")
    #expect(redCells() == 0)
    try app.send(key: "Escape")
    #expect(app.waitForSelection("Songs"))
    for _ in 0..<5 { try app.send(key: "Up") }
    #expect(app.waitForSelection("Cover Flow"))
    try app.send(key: "Enter")
    #expect(app.waitFor(timeout: 10) { $0.joined().contains("Album 0000") })
    #expect(app.poll(timeout: 15) { redCells() > 20 }, "the cover arrived from the server")
  }

  @Test func shuffleSongsPlaysTheLibraryInRandomOrderOnTheServer() throws {
    let mpd = try server()
    let scratch = try Scratch()
    let app = try start(scratch, mpd.socketPath)
    defer { app.stop() }
    #expect(app.waitFor(timeout: 20) { _ in ((try? app.titleBar()) ?? "").contains("iPod") })
    try app.openSongs(listing: "Song 00000")  // the library has loaded
    for _ in 0..<2 { try app.send(key: "Escape") }
    #expect(app.waitForSelection("Music"))
    for _ in 0..<5 { try app.send(key: "Down") }
    #expect(app.waitForSelection("Shuffle Songs"))
    try app.send(key: "Enter")
    var order: [Int] = []
    for step in 0..<4 {
      var file: String?
      #expect(
        app.poll(timeout: 15) {
          file = mpd.currentFile()
          return file != nil && mpd.state() == "playing"
            && !order.contains(Self.songs.firstIndex { $0.uri == file } ?? -1)
        }, "step \(step): \(order), now \(file ?? "none")")
      #expect(nowPlayingShows(app, title(ofFile: file)), "Now Playing shows what the server plays")
      order.append(Self.songs.firstIndex { $0.uri == file } ?? -1)
      // At a person's pace: two presses of ⏭ within a quarter second are a held key (a seek).
      #expect(app.poll(timeout: 10) { (mpd.elapsed() ?? 0) >= 1 })
      if step < 3 { try app.send(key: "n") }
    }
    #expect(Set(order).count == 4)
    #expect(order != Array(order[0]..<order[0] + 4), "in library order: \(order)")
  }

  @Test func theServerKilledAndRestartedIsSurvived() throws {
    let mpd = try server()
    let scratch = try Scratch()
    let app = try start(scratch, mpd.socketPath)
    defer { app.stop() }
    try app.openSongs(listing: "Song 00000")
    try app.send(key: "Enter")
    #expect(app.poll(timeout: 15) { mpd.currentFile() == Self.songs[0].uri })
    mpd.kill()
    #expect(app.poll(timeout: 15) { ((try? app.titleBar()) ?? "").contains("MPD: reconnecting…") })
    // The menus still work from what was loaded.
    try app.send(key: "Escape")
    #expect(app.waitFor(timeout: 10) { $0.joined().contains("Song 00005") })
    try app.step("Down", expecting: "Song 00001")
    try mpd.start(expecting: Self.songs.count)
    #expect(app.poll(timeout: 30) { !((try? app.titleBar()) ?? "").contains("MPD:") }, "recovered")
    // Back in step: another client plays, ipodtui shows it.
    try mpd.mpc(["clear"])
    try mpd.mpc(["add", Self.songs[9].uri])
    try mpd.mpc(["play"])
    try app.send(key: "Escape")
    try app.send(key: "Escape")
    #expect(app.waitForSelection("Music"))
    #expect(app.waitFor(timeout: 15) { $0.joined().contains("Now Playing") })
    for _ in 0..<6 { try app.send(key: "Down") }
    try app.send(key: "Enter")
    #expect(nowPlayingShows(app, "Song 00009"))
  }

  @Test func aWrongPasswordAndABadAddressAreSaidClearly() throws {
    let mpd = try server(password: "right")
    let scratch = try Scratch()
    let app = try start(scratch, "wrong@" + mpd.socketPath)
    defer { app.stop() }
    #expect(app.poll(timeout: 15) { ((try? app.titleBar()) ?? "").contains("MPD: wrong password") })
    app.stop()
    let good = try start(scratch, "right@" + mpd.socketPath)
    defer { good.stop() }
    try good.openSongs(listing: "Song 00000")

    let bad = try TmuxDriver(
      arguments: ["--mpd", "host:99999"], environment: scratch.xdgEnvironment, captureStderr: true)
    defer { bad.stop() }
    #expect(bad.waitForExit() == 2)
    #expect(((try? String(contentsOfFile: bad.path("stderr"), encoding: .utf8)) ?? "").contains("not a port"))
  }

  @Test func settingsSourceRemembersTheServerForTheNextStart() throws {
    let mpd = try server()
    let scratch = try Scratch()
    let first = try start(scratch, mpd.socketPath)
    try first.openSongs(listing: "Song 00000")
    first.stop()
    let settings = (try? String(contentsOfFile: scratch.settingsPath, encoding: .utf8)) ?? ""
    #expect(settings.contains("mpd = \(mpd.socketPath)"))
    #expect(!settings.contains("source = MPD"))  // --mpd is for one run
    // Settings > Source switches to it; the next plain start opens the server.
    try scratch.writeSettings(["source = MPD", "mpd = \(mpd.socketPath)"])
    let second = try TmuxDriver(arguments: [], environment: scratch.xdgEnvironment, captureStderr: true)
    defer { second.stop() }
    try second.waitUntilReady()
    try second.openSongs(listing: "Song 00000")
  }
}
