import Foundation
import Testing
import WheelCore

/// Issue 18's buttons held with the mouse: a ring hold seeks the way its own button says
/// whatever key came before, a slow press still acts, ▶❚❚ held 2 s sleeps until the next input.
@Suite(.serialized) struct ButtonHoldTests {
  static let size = Size(width: 100, height: 40)
  let wheel = Layout(size: ButtonHoldTests.size).wheel!
  func ring(_ angle: Double) -> Point {
    wheel.cell(atAngle: angle, radius: (wheel.outerRadius + wheel.buttonRadius) / 2)
  }

  /// The program without sound on two 30 s songs, showing Now Playing for "Alpha" at 0:00.
  func nowPlaying(_ scratch: Scratch) throws -> TmuxDriver {
    let dir = try scratch.directory("library/Tester/Holds")
    for (i, title) in ["Alpha", "Bravo"].enumerated() {
      _ = try Audio.makeTrack(
        flacPath: "\(dir)/0\(i + 1) \(title).flac", seconds: 30, synth: ["sine", "440"], title: title, track: i + 1)
    }
    let app = try TmuxDriver(arguments: ["--library", scratch.path("library")], environment: scratch.xdgEnvironment)
    try app.waitUntilReady()
    try app.openSongs(listing: "Alpha")
    #expect(app.waitForSelection("Alpha"))
    try app.send(key: "Enter")
    #expect(app.waitFor { $0.joined().contains("Now Playing") || $0.joined().contains("1 of 2") })
    return app
  }

  /// `b` (⏮ by key), then ⏭ held with the mouse: the song moves forward (it used to stay at
  /// 0:00, seeking the key's way), and letting go does not skip.
  @Test func holdingNextAfterPreviousKeySeeksForward() throws {
    let scratch = try Scratch()
    let app = try nowPlaying(scratch)
    try app.send(key: "b")
    let next = ring(90)
    try app.mouse(.press, col: next.x, row: next.y)
    // The elapsed time at the left of the bar's line, past 0:00 (the remaining time is "-0:ss").
    #expect(
      app.waitFor { $0.contains { $0.range(of: #"│\s+0:(0[1-9]|[1-5]\d)\s"#, options: .regularExpression) != nil } },
      "\((try? app.screen()) ?? [])")
    try app.mouse(.release, col: next.x, row: next.y)
    #expect(app.waitFor { $0.joined().contains("Alpha") && $0.joined().contains("1 of 2") })
  }

  /// MENU pressed for 0.6 s still goes back (a hold nothing used, before).
  @Test func aSlowMenuPressGoesBack() throws {
    let app = try TmuxDriver(environment: try Scratch().xdgEnvironment)
    try app.waitUntilReady()
    try app.send(key: "Enter")
    #expect(app.waitForSelection("Cover Flow"))
    let menu = ring(0)
    try app.mouse(.press, col: menu.x, row: menu.y)
    usleep(600_000)  // the press itself lasts 0.6 s
    try app.mouse(.release, col: menu.x, row: menu.y)
    #expect(app.waitForSelection("Music"))
  }

  /// ▶❚❚ held 2 s darkens the display while still held; letting go keeps it dark; the next key
  /// only wakes it (the selection stays).
  @Test func playPauseHeldTwoSecondsSleepsUntilTheNextKey() throws {
    let app = try TmuxDriver(environment: try Scratch().xdgEnvironment)
    try app.waitUntilReady()
    #expect(app.waitForSelection("Music"))
    let play = ring(180)
    try app.mouse(.press, col: play.x, row: play.y)
    #expect(app.waitFor { !$0.joined().contains("Music") }, "the display goes dark")
    try app.mouse(.release, col: play.x, row: play.y)
    try app.send(key: "Down")
    #expect(app.waitForSelection("Music"), "the key woke it and did nothing else")
    try app.send(key: "Down")
    #expect(app.waitForSelection("Photos"))
  }
}
