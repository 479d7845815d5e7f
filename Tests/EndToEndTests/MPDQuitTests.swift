import Foundation
import MPDHarness
import Testing

/// Quit always wins: the real binary against a fake MPD that trickles its song list, stalls in
/// the middle of a reply or floods a million songs. `q`, Ctrl-C, SIGTERM and SIGHUP end the
/// program within `bound` seconds, and the terminal is left as it was found.
@Suite(.serialized) struct MPDQuitTests {
  enum Quit: String, CaseIterable, Sendable { case q, ctrlC, term, hup }

  /// From the key or signal to the wrapper seeing the exit status.
  static let bound = 1.0

  @Test(
    arguments: zip(
      [MPDHostility.trickle, .trickle, .flood, .stallMidReply, .trickle, .flood],
      [Quit.q, .term, .q, .ctrlC, .hup, .term]))
  func quitEndsTheProgramWhateverTheServerDoes(_ hostility: MPDHostility, _ quit: Quit) throws {
    let fake = try FakeMPD(answer: hostility.answer)
    defer { fake.stop() }
    let scratch = try Scratch()
    let app = try TmuxDriver(
      arguments: ["--mpd", fake.socketPath], environment: scratch.xdgEnvironment, captureStderr: true)
    defer { app.stop() }
    try app.waitUntilReady()
    #expect(app.poll(timeout: 10) { fake.commands.contains { $0.hasPrefix("find") } }, "the loader is in a reply")
    if hostility == .flood {
      // Well into the million: the loader is busy publishing windows as the quit comes.
      #expect(app.poll(timeout: 20) { fake.commands.filter { $0.hasPrefix("find") }.count >= 4 })
    }
    let pid = try app.pid()
    let start = Date()
    switch quit {
    case .q: try app.send(key: "q")
    case .ctrlC: try app.send(key: "C-c")
    case .term: kill(pid, SIGTERM)
    case .hup: kill(pid, SIGHUP)
    }
    let status = app.waitForExit(timeout: 15)
    let took = Date().timeIntervalSince(start)
    #expect(status != nil, "still running 15 s after \(quit)")
    #expect(took < Self.bound, "\(quit) against a \(hostility) server took \(took) s")
    guard status != nil else { return }
    try LifecycleTests.expectTerminalRestored(app)
  }
}
