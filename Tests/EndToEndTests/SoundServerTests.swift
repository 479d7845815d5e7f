import Foundation
import PulseHarness
import Testing

/// The real program on a desktop-like sound setup: ALSA's `default` routed to a private
/// PulseAudio server whose null sink is clocked like a card. The file device accepts data
/// instantly, which is how a stall on every desktop went unseen; here the elapsed time on
/// screen must keep real time, clicks must get their own stream, and the program must ride
/// out the server dying and coming back without freezing or spinning. PipeWire too, the
/// other sound server desktops run.
@Suite(.serialized) struct SoundServerTests {
  /// The elapsed time on Now Playing ("1:07" before "-0:33"), in seconds.
  func elapsed(_ app: TmuxDriver) -> Int? {
    guard let screen = try? app.screen() else { return nil }
    for line in screen {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "│" })
      for (word, next) in zip(words, words.dropFirst()) where next.hasPrefix("-") {
        let parts = word.split(separator: ":")
        if parts.count == 2, let m = Int(parts[0]), let s = Int(parts[1]), s < 60 { return m * 60 + s }
      }
    }
    return nil
  }

  /// User + system CPU seconds `pid` has used so far.
  func cpuSeconds(_ pid: pid_t) -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return 0 }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    let ticks = (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    return Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// Starts the program on a library of one 40 s song with `environment` (the sound server's)
  /// and plays the song.
  func startPlaying(_ scratch: Scratch, environment: [String: String]) throws -> TmuxDriver {
    let dir = try scratch.directory("library/Tester/Server Songs")
    _ = try Audio.makeTrack(
      flacPath: dir + "/01 Long Tone.flac", seconds: 40, synth: ["sine", "330", "sine", "440"], title: "Long Tone",
      track: 1)
    try scratch.writeSettings(["volume = 10"])
    let app = try TmuxDriver(
      arguments: ["--library", scratch.path("library")],
      environment: scratch.xdgEnvironment.merging(environment) { $1 },
      sound: true, captureStderr: true)
    try app.waitUntilReady()
    try app.openSongs(listing: "Long Tone")
    try app.send(key: "Enter")
    #expect(app.waitFor(timeout: 15) { _ in (elapsed(app) ?? 0) >= 2 }, "the song should start playing")
    return app
  }

  /// Over 6 s of wall clock the whole seconds shown advance 6 ± 1.5.
  func expectRealTime(_ app: TmuxDriver, sourceLocation: SourceLocation = #_sourceLocation) {
    let t0 = Date()
    let e0 = elapsed(app) ?? 0
    #expect(app.poll(timeout: 15) { Date().timeIntervalSince(t0) >= 6 }, sourceLocation: sourceLocation)
    let e1 = elapsed(app) ?? 0
    let wall = Date().timeIntervalSince(t0)
    #expect(abs(Double(e1 - e0) - wall) <= 1.5, "shown \(e0) → \(e1) in \(wall) s", sourceLocation: sourceLocation)
  }

  func quit(_ app: TmuxDriver, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try app.send(key: "q")
    #expect(app.waitForExit() == 0, sourceLocation: sourceLocation)
    let stderr = (try? String(contentsOfFile: app.path("stderr"), encoding: .utf8)) ?? "?"
    #expect(stderr.isEmpty, "stderr: \(stderr)", sourceLocation: sourceLocation)
  }

  /// A frozen sound server (SIGSTOP: a debugger, a stopped job) answers nothing, and closing
  /// an ALSA handle to it waits for libpulse's 30 s timeout: quit still ends the program
  /// within a second, with the terminal given back (third hostile run, F3).
  @Test func quitWinsOverAFrozenSoundServer() throws {
    let scratch = try Scratch()
    let server = try PulseServer()
    let config = scratch.path("alsa-pulse.conf")
    try server.alsaConfig.write(toFile: config, atomically: true, encoding: .utf8)
    let environment = server.clientEnvironment.merging(["ALSA_CONFIG_PATH": "/usr/share/alsa/alsa.conf:" + config]) {
      $1
    }
    let app = try startPlaying(scratch, environment: environment)
    defer { app.stop() }
    server.freeze(true)
    defer { server.freeze(false) }
    let asked = Date()
    try app.send(key: "q")
    let status = app.waitForExit(timeout: 40)
    let took = Date().timeIntervalSince(asked)
    #expect(status == 0)
    #expect(took < 2, "quit took \(took) s with the sound server frozen")
  }

  @Test func playsInRealTimeOnPipeWireWithClicksOnTheirOwnStream() throws {
    let scratch = try Scratch()
    let server = try PipeWireServer(tree: Package.root.appendingPathComponent(".cache/pipewire").path)
    let app = try startPlaying(scratch, environment: server.clientEnvironment)
    defer { app.stop() }
    expectRealTime(app)
    #expect(try server.playbackStreamCount() == 2, "music and clicks on two streams")
    try quit(app)
  }

  @Test func playsInRealTimeWithClicksOnTheirOwnStreamAndSurvivesAServerRestart() throws {
    let scratch = try Scratch()
    let server = try PulseServer()
    let config = scratch.path("alsa-pulse.conf")
    try server.alsaConfig.write(toFile: config, atomically: true, encoding: .utf8)
    let environment = server.clientEnvironment.merging(["ALSA_CONFIG_PATH": "/usr/share/alsa/alsa.conf:" + config]) {
      $1
    }
    let app = try startPlaying(scratch, environment: environment)
    defer { app.stop() }
    expectRealTime(app)
    let streams = try server.sinkInputs()
    #expect(try server.sinkInputCount() == 2, "music and clicks on two streams: \(streams)")

    // The server dies mid-song: the UI still answers, the time shown stays, nothing spins.
    server.kill()
    let pid = try app.pid()
    let stopped = elapsed(app) ?? 0
    try app.send(key: "m")
    // The title bar says why nothing is heard, on whatever screen is open.
    #expect(
      app.waitFor(timeout: 5) { $0.joined().contains("No sound server: retrying") }, "\((try? app.screen()) ?? [])")
    let cpuBefore = cpuSeconds(pid)
    let outage = Date()
    #expect(app.poll(timeout: 10) { Date().timeIntervalSince(outage) >= 3 })
    let cpu = cpuSeconds(pid) - cpuBefore
    #expect(cpu < 0.3, "the program used \(cpu) s of CPU in 3 s without a server")
    for _ in 0..<8 { try app.send(key: "m") }  // back to the main menu, then Now Playing
    #expect(app.waitFor(timeout: 5) { $0.joined().contains("Now Playing") })
    try app.send(key: "End")
    #expect(app.waitForSelection("Now Playing"))
    try app.send(key: "Enter")
    #expect(app.waitFor(timeout: 5) { _ in elapsed(app) != nil })
    let shown = elapsed(app) ?? -1
    #expect(
      shown >= stopped && shown <= stopped + 1, "without a server the time shown moved from \(stopped) to \(shown)")

    // The server returns: the song carries on from where it was within 2 s (+1 s of whole
    // seconds on screen).
    try server.start()
    let back = Date()
    #expect(app.waitFor(timeout: 8) { _ in (elapsed(app) ?? 0) >= shown + 1 })
    let resumedAfter = Date().timeIntervalSince(back)
    #expect(resumedAfter <= 3, "playback came back \(resumedAfter) s after the server")
    #expect(app.waitFor(timeout: 5) { !$0.joined().contains("No sound server") }, "the title bar is back")
    try quit(app)
  }
}
