import Foundation
import Testing
import WheelCore

/// Issue 18's clicks, counted in the samples the program writes to ALSA's file device: one per
/// row moved, however the turn was sampled; at most 8 for one report; one per button press.
/// Each report or press waits for the screen to show it, so the count is exact.
@Suite(.serialized) struct ClickCountTests {
  static let size = Size(width: 100, height: 40)
  let wheel = Layout(size: ClickCountTests.size).wheel!
  var ringRadius: Double { (wheel.outerRadius + wheel.buttonRadius) / 2 }
  var center: Point { Point(x: Int(wheel.centerX), y: Int(wheel.centerY)) }

  static func song(_ n: Int) -> String { String(format: "Song %06d", n) }

  /// The program with sound on a 40-song library (too short to accelerate), on the main menu.
  func start(_ scratch: Scratch, _ device: AlsaFileDevice) throws -> TmuxDriver {
    let library = scratch.path("library")
    try Audio.makeCorpus(40, in: library)
    let app = try TmuxDriver(
      arguments: ["--library", library], environment: scratch.xdgEnvironment.merging(device.environment) { $1 },
      sound: true, captureStderr: true)
    try app.waitUntilReady()
    #expect(app.waitForSelection("Music"))
    return app
  }

  /// Music > Songs, with the Down presses' and the Enter presses' clicks: 2 + 5.
  func openSongs(_ app: TmuxDriver) throws -> Int {
    try app.send(key: "Enter")
    #expect(app.waitFor { $0.joined().contains("Cover Flow") })
    for row in ["Playlists", "Artists", "Albums", "Compilations", "Songs"] { try app.step("Down", expecting: row) }
    try app.send(key: "Enter")
    #expect(app.waitForSelection(Self.song(0), timeout: 20), "\((try? app.screen()) ?? [])")
    return 7
  }

  /// Clicks written once the program has quit (ALSA's file device is complete then).
  func clicksHeard(_ app: TmuxDriver, _ device: AlsaFileDevice) throws -> Int? {
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
    return SoundTests.copies(of: try Audio.click("classic"), in: device.samples())
  }

  /// A full turn sampled every 15°, 30° or 45°: each report waits for the row it moved to show,
  /// and the turn clicks once per row.
  @Test(arguments: [15.0, 30, 45])
  func aTurnClicksOncePerRow(sampling: Double) throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let app = try start(scratch, device)
    var clicks = try openSongs(app)
    let first = wheel.cell(atAngle: 60, radius: ringRadius)
    try app.mouse(.press, col: first.x, row: first.y)
    var tracker = WheelTracker()
    _ = tracker.touch(at: wheel.angle(of: first), time: 0)
    var row = 0
    for i in 1...Int(360 / sampling) {
      let cell = wheel.cell(atAngle: 60 + Double(i) * sampling, radius: ringRadius)
      let steps = tracker.touch(at: wheel.angle(of: cell), time: Double(i))
      try app.mouse(.drag, col: cell.x, row: cell.y)
      row += steps
      #expect(app.waitForSelection(Self.song(row)), "after sample \(i)")
    }
    try app.mouse(.release, col: first.x, row: first.y)
    #expect(row == 24)
    clicks += row
    #expect(try clicksHeard(app, device) == clicks)
  }

  /// One report that moves many rows clicks 8 times: End, Home, PageDown jump in one event.
  @Test func aJumpClicksEightTimes() throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let app = try start(scratch, device)
    var clicks = try openSongs(app)
    // A jump's 8 clicks take 8 × 3 ms to sound, and a report that comes while earlier clicks
    // still wait drops the oldest (a spin never builds a queue). Jumps are pressed at a
    // person's pace, 150 ms apart, so each one's clicks are all heard.
    func pause() { _ = app.poll(timeout: 1) { Date().timeIntervalSince(last) >= 0.15 } }
    var last = Date()
    try app.step("End", expecting: Self.song(39))
    last = Date()
    pause()
    try app.step("Home", expecting: Self.song(0))
    last = Date()
    pause()
    try app.send(key: "PageDown")
    #expect(app.waitFor { _ in ((try? app.selectedRow()) ?? nil).map { $0 != Self.song(0) } == true })
    let paged = try #require(try app.selectedRow().flatMap { Int($0.dropFirst(5)) })
    #expect(paged >= 8, "a page is at least 8 rows at 100x40")
    clicks += 8 + 8 + min(paged, 8)
    let heard = try clicksHeard(app, device)
    #expect(heard == clicks, "heard \(heard) clicks, expected \(clicks) (a page moved \(paged) rows)")
  }

  /// Ten presses each of Enter, Esc, the center button and MENU on the ring: 40 clicks.
  @Test func everyPressClicks() throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let app = try start(scratch, device)
    let menu = wheel.cell(atAngle: 0, radius: ringRadius)
    for _ in 0..<10 {
      try app.send(key: "Enter")
      #expect(app.waitForSelection("Cover Flow"))
      try app.send(key: "Escape")
      #expect(app.waitForSelection("Music"))
      try app.mouse(.press, col: center.x, row: center.y)
      try app.mouse(.release, col: center.x, row: center.y)
      #expect(app.waitForSelection("Cover Flow"))
      try app.mouse(.press, col: menu.x, row: menu.y)
      try app.mouse(.release, col: menu.x, row: menu.y)
      #expect(app.waitForSelection("Music"))
    }
    #expect(try clicksHeard(app, device) == 40)
  }
}
