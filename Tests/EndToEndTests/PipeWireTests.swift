import Foundation
import PulseHarness
import Testing

/// The real program on PipeWire, the sound server of today's desktops, judged by what the sink
/// played: a steady tone with a click every 250 ms must have no dropout, whether the machine
/// is idle or both cores are busy. PipeWire runs its whole graph at the smallest quantum an
/// active node asks for, so our streams must never ask for less than 1,024 frames at 48 kHz
/// (a 5 ms click stream once made every program crackle), and a resting iPod must leave the
/// graph alone.
extension SoundServerTests {
  static let pipeWireTree = Package.root.appendingPathComponent(".cache/pipewire").path

  /// Our playback streams (the app's two, named by PipeWire's ALSA plugin).
  func ours(_ server: PipeWireServer) throws -> [PipeWireServer.Node] {
    try server.nodes().filter { $0.isPlaybackStream && $0.name == "ALSA Playback" }
  }

  /// The app plays a 75 s tone from Now Playing while the sink is recorded; a click (a volume
  /// step, up then down) every 250 ms for 60 s; then a pause, after which the graph must rest.
  func playToneWithClicks(busy: Bool) throws {
    let scratch = try Scratch()
    let server = try PipeWireServer(tree: Self.pipeWireTree)
    let dir = try scratch.directory("library/Tester/Tone")
    _ = try Audio.makeTrack(
      flacPath: dir + "/01 Tone.flac", seconds: 75, synth: ["sine", "440"], title: "Steady Tone", track: 1)
    try scratch.writeSettings(["volume = 60"])
    let app = try TmuxDriver(
      arguments: ["--library", scratch.path("library")],
      environment: scratch.xdgEnvironment.merging(server.clientEnvironment) { $1 }, sound: true, captureStderr: true)
    defer { app.stop() }
    try app.waitUntilReady()
    try app.openSongs(listing: "Steady Tone")
    // Before anything plays, the streams opened at start rest (the keys' clicks end in 2 s).
    let restingAtStart = app.poll(timeout: 8) { (try? ours(server))?.allSatisfy { $0.state != "running" } == true }
    #expect(restingAtStart, "streams running before anything played: \((try? ours(server)) ?? [])")
    let capture = scratch.path("sink.raw")
    let recorder = try server.record(to: capture)
    defer { recorder.stop() }
    let load = busy ? try (0..<2).map { _ in try ChildProcess(["sh", "-c", "while :; do :; done"]) } : []
    defer { for child in load { child.stop(signal: SIGKILL) } }
    try app.send(key: "Enter")
    #expect(app.waitFor(timeout: 15) { _ in (elapsed(app) ?? 0) >= 1 }, "the tone should start playing")

    // The stimulus: a key every 125 ms on a fixed schedule (pacing input, not waiting on it).
    let start = Date()
    var sent = 0
    var playing: [PipeWireServer.Node] = []
    while sent < 480 {
      let due = start.addingTimeInterval(Double(sent) * 0.125)
      let wait = due.timeIntervalSinceNow
      if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
      try app.send(key: sent % 2 == 0 ? "Up" : "Down")
      sent += 1
      if sent == 240 { playing = try ours(server) }
    }
    let clicking = Date().timeIntervalSince(start)
    let quantum = PipeWireServer.quantum(of: try server.nodes())
    try app.send(key: "Space")  // pause: nothing plays, nothing clicks
    recorder.stop(signal: SIGINT)
    let paused = Date()

    print(
      "PipeWire\(busy ? ", both cores busy" : ""): while playing and clicking \(playing), graph quantum \(quantum ?? 0)"
    )
    #expect(playing.count == 2, "music and clicks on two streams: \(playing)")
    for node in playing {
      #expect((node.latencyAt48k ?? 0) >= 1_024, "\(node) asks PipeWire for less than 1,024 frames at 48 kHz")
    }
    #expect((quantum ?? 0) >= 1_024, "the graph ran at a quantum of \(quantum ?? 0)")

    // At rest, within the 2 s release and a margin, no stream of ours keeps the graph running.
    let rested = app.poll(timeout: 6) { (try? ours(server))?.allSatisfy { $0.state != "running" } == true }
    let restedAfter = Date().timeIntervalSince(paused)
    let idle = try ours(server)
    print(
      "PipeWire at rest after \(restedAfter) s: \(idle), graph quantum \(PipeWireServer.quantum(of: try server.nodes()) ?? 0)"
    )
    #expect(rested, "streams still running 6 s after the pause: \(idle)")

    let heard = Dropouts(stereo: Recording.samples(capture))
    print(
      "PipeWire\(busy ? ", both cores busy" : ""): \(heard.gaps.count) dropouts (\(heard.milliseconds) ms) in \(heard.toneSeconds) s of tone; first \(heard.gaps.prefix(5))"
    )
    #expect(heard.gaps.isEmpty, "\(heard.gaps.count) dropouts, \(heard.milliseconds) ms lost: \(heard.gaps.prefix(5))")
    // The recording holds the whole stretch: a stall would shorten what the sink played.
    #expect(heard.toneSeconds >= clicking - 0.5, "\(heard.toneSeconds) s of tone heard in \(clicking) s")
    try quit(app)
  }

  @Test func musicWithAClickEveryQuarterSecondHasNoDropoutOnPipeWire() throws {
    try playToneWithClicks(busy: false)
  }

  @Test func musicWithClicksHasNoDropoutOnPipeWireWithBothCoresBusy() throws {
    try playToneWithClicks(busy: true)
  }

  /// The detector, on the same tone played by `aplay` alone through PipeWire's ALSA plugin:
  /// nothing found. The same recording with 5 ms taken out: one dropout of 5 ms.
  @Test func theDropoutDetectorFindsNoneInAplayAloneAndFindsAHole() throws {
    let scratch = try Scratch()
    let server = try PipeWireServer(tree: Self.pipeWireTree)
    let wav = scratch.path("tone.wav")
    try Audio.sox(["-D", "-n", "-r", "44100", "-c", "2", "-b", "16", wav, "synth", "8", "sine", "440", "gain", "-9"])
    let capture = scratch.path("aplay.raw")
    let recorder = try server.record(to: capture)
    let player = try ChildProcess(["aplay", "-q", wav], environment: server.clientEnvironment)
    #expect(player.waitForExit() == 0)
    recorder.stop(signal: SIGINT)
    let samples = Recording.samples(capture)
    let alone = Dropouts(stereo: samples)
    print("aplay alone on PipeWire: \(alone.gaps.count) dropouts in \(alone.toneSeconds) s")
    #expect(alone.gaps.isEmpty, "aplay alone: \(alone.gaps)")
    #expect(alone.toneSeconds > 7)
    guard let loud = stride(from: 0, to: samples.count, by: 2).first(where: { abs(Int(samples[$0])) > 4_000 }) else {
      Issue.record("the tone is not in the recording")
      return
    }
    var holed = samples
    let at = loud + 4 * 44_100 * 2
    for i in at..<(at + 221 * 2) where i < holed.count { holed[i] = 0 }  // 221 frames: 5 ms
    let found = Dropouts(stereo: holed)
    #expect(found.gaps.count == 1, "a 5 ms hole: \(found.gaps)")
    #expect(abs(found.milliseconds - 5) < 1, "a 5 ms hole measured \(found.milliseconds) ms")
  }
}

/// Raw S16_LE recordings as samples.
enum Recording {
  static func samples(_ path: String) -> [Int16] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    return data.withUnsafeBytes { raw in
      (0..<(raw.count / 2)).map { Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self)) }
    }
  }
}
