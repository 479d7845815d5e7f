import Foundation
import PulseHarness
import Testing

/// The real program on the desktop: MPRIS on a private session bus driven with `playerctl`
/// and `busctl`, `ipodtui remote` over its socket, and the listen logs. Music plays into the
/// ALSA file device, so positions and song ends are real.
@Suite(.serialized) struct DesktopTests {
  static let alpha = PlaybackTests.Track(title: "Alpha", seconds: 20, synth: ["sine", "440", "sine", "660"])
  static let bravo = PlaybackTests.Track(title: "Bravo", seconds: 20, synth: ["square", "300", "sine", "1234"])
  static let charlie = PlaybackTests.Track(title: "Charlie", seconds: 2, synth: ["triangle", "220", "sine", "550"])

  /// A library of three songs with a cover.jpg beside them; the album folder's path.
  func makeLibrary(_ scratch: Scratch) throws -> String {
    let library = try PlaybackTests().makeLibrary(scratch, [Self.alpha, Self.bravo, Self.charlie])
    let album = library.path + "/Tester/Known Signals"
    let made = try Shell.run([
      "ffmpeg", "-loglevel", "error", "-f", "lavfi", "-i", "color=c=red:s=32x32", "-frames:v", "1",
      album + "/cover.jpg",
    ])
    guard made.status == 0 else { throw FixtureError.failed("ffmpeg cover", made.stderr) }
    return album
  }

  func start(_ scratch: Scratch, library: String, bus: SessionBus?, settings: [String] = []) throws -> TmuxDriver {
    try scratch.writeSettings(["clicker = off"] + settings)
    let device = try AlsaFileDevice(in: scratch)
    let environment = scratch.xdgEnvironment.merging(device.environment) { $1 }.merging(bus?.environment ?? [:]) { $1 }
    let app = try TmuxDriver(
      arguments: ["--library", library], environment: environment, sound: true, captureStderr: true)
    try app.waitUntilReady()
    return app
  }

  /// `ipodtui remote WORDS` as a script would run it, seeing the program's runtime folder.
  func remote(_ app: TmuxDriver?, _ scratch: Scratch, _ words: [String], runtime: String? = nil) throws -> Shell.Result
  {
    var environment = ProcessInfo.processInfo.environment.merging(scratch.xdgEnvironment) { $1 }
    environment["XDG_RUNTIME_DIR"] = runtime ?? app?.path("runtime")
    return try Shell.run([try Package.binary, "remote"] + words, environment: environment)
  }

  func shows(_ app: TmuxDriver, _ texts: String..., timeout: Double = 15) -> Bool {
    app.waitFor(timeout: timeout) { screen in texts.allSatisfy { screen.joined(separator: "\n").contains($0) } }
  }

  func playerctl(_ bus: SessionBus, _ words: String...) throws -> String {
    try bus.run(["playerctl", "--player=ipodtui"] + words).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func playerctlDrivesTheScreenAndSeesTheSongAndItsCover() throws {
    let scratch = try Scratch()
    let bus = try SessionBus()
    let album = try makeLibrary(scratch)
    let app = try start(scratch, library: scratch.path("library"), bus: bus)
    defer { app.stop() }
    #expect(
      app.poll(timeout: 20) {
        (try? bus.run(["busctl", "--user", "list"]))?.contains("org.mpris.MediaPlayer2.ipodtui ") == true
      })
    // The library must be loaded before a song of it can be opened.
    try app.openSongs(listing: "Alpha")
    _ = try playerctl(bus, "open", "file://\(album)/01%20Alpha.flac")
    #expect(shows(app, "Now Playing", "Alpha", "1 of 3"))

    #expect(app.poll { (try? playerctl(bus, "metadata", "xesam:title")) == "Alpha" })
    #expect(try playerctl(bus, "metadata", "xesam:artist") == "Tester")
    #expect(try playerctl(bus, "metadata", "xesam:album") == "Known Signals")
    let art = try playerctl(bus, "metadata", "mpris:artUrl")
    let artPath = String(art.dropFirst("file://".count)).removingPercentEncoding
    #expect(art.hasPrefix("file:///") && artPath == album + "/cover.jpg")
    #expect(FileManager.default.fileExists(atPath: artPath ?? ""))
    #expect(try playerctl(bus, "metadata", "mpris:length") == "20000000")

    // Paused, ⏭ and ⏮ move between songs without the 3-second restart rule getting in the way.
    _ = try playerctl(bus, "pause")
    #expect(app.poll { (try? playerctl(bus, "status")) == "Paused" })
    _ = try playerctl(bus, "next")
    #expect(shows(app, "Bravo", "2 of 3"))
    _ = try playerctl(bus, "previous")
    #expect(shows(app, "Alpha", "1 of 3"))
    _ = try playerctl(bus, "play")
    #expect(app.poll { (try? playerctl(bus, "status")) == "Playing" })
    _ = try playerctl(bus, "position", "12")
    #expect(app.waitFor { screen in ["0:12", "0:13", "0:14"].contains { screen.joined().contains($0) } })
    let position = Double(try playerctl(bus, "position")) ?? 0
    #expect(position >= 12 && position < 18)
  }

  @Test func aWheelTurnIsOneVolumeChangeOnTheBus() throws {
    let scratch = try Scratch()
    let bus = try SessionBus()
    _ = try makeLibrary(scratch)
    let app = try start(scratch, library: scratch.path("library"), bus: bus)
    defer { app.stop() }
    try app.openSongs(listing: "Alpha")
    try app.send(key: "Enter")
    #expect(shows(app, "Now Playing", "Alpha"))
    #expect(app.poll { (try? playerctl(bus, "volume")) == "0.600000" })
    let monitor = try bus.monitor(["type='signal',interface='org.freedesktop.DBus.Properties'"])
    try app.send(key: "Down")  // one step clockwise on Now Playing: louder
    #expect(app.poll { (try? playerctl(bus, "volume")) == "0.640000" })
    // A ping to the player orders after any signal it sent before answering.
    _ = try bus.run([
      "busctl", "--user", "call", "org.mpris.MediaPlayer2.ipodtui", "/org/mpris/MediaPlayer2",
      "org.freedesktop.DBus.Peer", "Ping",
    ])
    #expect(app.poll { monitor.signals("PropertiesChanged").count >= 1 })
    let volumeSignals = monitor.signals("PropertiesChanged").filter { $0.contains("\"Volume\"") }
    #expect(volumeSignals.count == 1, "\(monitor.text)")
    #expect(volumeSignals.first?.contains("double 0.64") == true)
  }

  @Test func remoteControlsTheRunningPlayerAndSaysWhenNoneRuns() throws {
    let scratch = try Scratch()
    let album = try makeLibrary(scratch)
    // None running: exit 3 and a sentence saying so.
    let none = try remote(nil, scratch, ["status"], runtime: try scratch.directory("empty-runtime"))
    #expect(none.status == 3)
    #expect(none.stderr.contains("no ipodtui is running"))

    let app = try start(scratch, library: scratch.path("library"), bus: nil)  // no session bus: silent
    defer { app.stop() }
    try app.openSongs(listing: "Alpha")
    #expect(try remote(app, scratch, ["open", album + "/01 Alpha.flac"]).status == 0)
    #expect(shows(app, "Now Playing", "Alpha", "1 of 3"))
    #expect(try remote(app, scratch, ["next"]).status == 0)
    // Answered after the core acted: status already shows the next song.
    let status = try remote(app, scratch, ["status", "--json"])
    #expect(status.status == 0)
    let json = try #require(JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
    #expect(json["title"] as? String == "Bravo")
    #expect(json["artist"] as? String == "Tester")
    #expect(json["album"] as? String == "Known Signals")
    #expect(json["state"] as? String == "playing")
    #expect(json["length"] as? Double == 20)
    #expect(json["volume"] as? Int == 60)
    #expect(shows(app, "Bravo", "2 of 3"))
    #expect(try remote(app, scratch, ["volume", "-20"]).status == 0)
    #expect(try remote(app, scratch, ["status"]).stdout.contains("volume: 40%"))
    #expect(try remote(app, scratch, ["seek", "15"]).status == 0)
    #expect(app.waitFor { screen in ["0:15", "0:16", "0:17"].contains { screen.joined().contains($0) } })
    #expect(try remote(app, scratch, ["pause"]).status == 0)
    #expect(app.poll { (try? app.titleBar())?.contains("❚❚") == true })
    let missing = try remote(app, scratch, ["open", "/nowhere/song.flac"])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("No such file: /nowhere/song.flac"))  // looked at before the core is asked
    #expect(try remote(app, scratch, ["open", "/dev/zero"]).stderr.contains("Not a song"))
    #expect(try remote(app, scratch, ["open", "/proc"]).stderr.contains("Not in the library"))
    #expect(try remote(app, scratch, ["volume", "loud"]).status == 1)
    // Nothing of the desktop reached the screen: no notice about a missing bus.
    #expect(try !app.screen().joined().lowercased().contains("bus"))
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
    #expect(((try? String(contentsOfFile: app.path("stderr"), encoding: .utf8)) ?? "?").isEmpty)
    #expect(!FileManager.default.fileExists(atPath: app.path("runtime/ipodtui.socket")))
  }

  @Test func aSecondInstanceGetsItsOwnBusNameAndNoSocket() throws {
    let scratch = try Scratch()
    let bus = try SessionBus()
    _ = try makeLibrary(scratch)
    let first = try start(scratch, library: scratch.path("library"), bus: bus)
    defer { first.stop() }
    #expect(
      first.poll(timeout: 20) {
        (try? bus.run(["busctl", "--user", "list"]))?.contains("org.mpris.MediaPlayer2.ipodtui ") == true
      })
    let second = try TmuxDriver(
      arguments: ["--library", scratch.path("library")],
      environment: scratch.xdgEnvironment.merging(bus.environment) { $1 })
    defer { second.stop() }
    try second.waitUntilReady()
    let instance = "org.mpris.MediaPlayer2.ipodtui.instance\(try second.pid())"
    #expect(second.poll(timeout: 20) { (try? bus.run(["busctl", "--user", "list"]))?.contains(instance) == true })
    #expect(FileManager.default.fileExists(atPath: first.path("runtime/ipodtui.socket")))
    #expect(!FileManager.default.fileExists(atPath: second.path("runtime/ipodtui.socket")))
  }

  @Test func aCountedPlayIsLoggedForUpload() throws {
    let scratch = try Scratch()
    let album = try makeLibrary(scratch)
    let app = try start(scratch, library: scratch.path("library"), bus: nil, settings: ["scrobble-log = on"])
    defer { app.stop() }
    try app.openSongs(listing: "Charlie")
    let began = Int(Date().timeIntervalSince1970.rounded(.down))
    #expect(try remote(app, scratch, ["open", album + "/03 Charlie.flac"]).status == 0)
    let logPath = scratch.path("state/ipodtui/.scrobbler.log")
    let listensPath = scratch.path("state/ipodtui/listens.jsonl")
    // The two logs are written one after the other: wait for both.
    #expect(
      app.poll(timeout: 20) {
        ((try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "").split(separator: "\n").count == 4
          && ((try? String(contentsOfFile: listensPath, encoding: .utf8)) ?? "").hasSuffix("\n")
      })
    let ended = Int(Date().timeIntervalSince1970.rounded(.up))
    let lines = try String(contentsOfFile: logPath, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(Array(lines[0..<3]) == ["#AUDIOSCROBBLER/1.1", "#TZ/UTC", "#CLIENT/ipodtui 0.1.0"])
    let fields = lines[3].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    #expect(fields.count == 8)
    #expect(Array(fields[0..<6]) == ["Tester", "Known Signals", "Charlie", "3", "2", "L"])
    let stamp = Int(fields[6]) ?? 0
    #expect(stamp >= began - 2 && stamp <= ended, "timestamp \(stamp) outside \(began)...\(ended)")
    #expect(fields[7] == "")
    let listens = try String(contentsOfFile: listensPath, encoding: .utf8).split(separator: "\n")
    #expect(listens.count == 1)
    let listen = try #require(JSONSerialization.jsonObject(with: Data(listens[0].utf8)) as? [String: Any])
    #expect(listen["listened_at"] as? Int == stamp)
    let metadata = try #require(listen["track_metadata"] as? [String: Any])
    #expect(metadata["track_name"] as? String == "Charlie")
    #expect(metadata["artist_name"] as? String == "Tester")
    #expect(metadata["release_name"] as? String == "Known Signals")
  }
}
