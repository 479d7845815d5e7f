import Foundation
import Testing
import WheelCore

/// Zoom in the real program: `=` toggles it, it survives a restart, a double-click on the case
/// toggles it back; and the pixel-mouse question leaves nothing behind in a terminal that does
/// not answer it (tmux 3.3 knows neither DECRQM for 1016 nor SGR-Pixels).
@Suite(.serialized) struct ZoomEndToEndTests {
  /// Zoomed, the case fills the terminal: its top-left corner is the screen's first cell.
  static func zoomed(_ screen: [String]) -> Bool { screen.first?.hasPrefix("╭") == true }

  @Test func theZoomKeyTogglesAndPersistsAcrossARestart() throws {
    let scratch = try Scratch()
    let app = try TmuxDriver(width: 120, height: 40, environment: scratch.xdgEnvironment)
    try app.waitUntilReady()
    #expect(app.waitFor { $0.joined().contains("Music") && !Self.zoomed($0) })
    try app.type("=")
    #expect(app.waitFor { Self.zoomed($0) && $0.joined().contains("Music") }, "\((try? app.screen()) ?? [])")
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
    let saved = (try? String(contentsOfFile: scratch.settingsPath, encoding: .utf8)) ?? ""
    #expect(saved.contains("zoom = on"), "\(saved)")

    let again = try TmuxDriver(width: 120, height: 40, environment: scratch.xdgEnvironment)
    try again.waitUntilReady()
    #expect(again.waitFor { Self.zoomed($0) && $0.joined().contains("Music") })
    // The case's left edge, beside the display: two clicks there are a double-click.
    for _ in 0..<2 {
      try again.mouse(.press, col: 1, row: 20)
      try again.mouse(.release, col: 1, row: 20)
    }
    #expect(again.waitFor { !Self.zoomed($0) && $0.joined().contains("Music") }, "\((try? again.screen()) ?? [])")
    try again.send(key: "q")
    #expect(again.waitForExit() == 0)
    let unzoomed = (try? String(contentsOfFile: scratch.settingsPath, encoding: .utf8)) ?? ""
    #expect(unzoomed.contains("zoom = off"))
  }

  /// The question about mode 1016 gets no answer here: after its timeout the mouse stays in
  /// cells, nothing of the question shows, and a drag still arrives as cells.
  @Test func anUnansweredPixelQuestionLeavesCellsAndNoGarbage() throws {
    let scratch = try Scratch()
    let app = try TmuxDriver(width: 100, height: 40, environment: scratch.xdgEnvironment)
    try app.waitUntilReady()
    #expect(app.poll { app.events().contains { $0.hasPrefix("pixel mouse off") } }, "\(app.events())")
    #expect(app.waitFor { $0.joined().contains("Music") })
    let screen = try app.screen().joined(separator: "\n")
    #expect(!screen.contains("1016") && !screen.contains("$p") && !screen.contains("16t"), "\(screen)")
    try app.mouse(.press, col: 50, row: 30)
    try app.mouse(.drag, col: 51, row: 30)
    try app.mouse(.release, col: 51, row: 30)
    #expect(app.poll { app.inputEvents().contains("drag 51 30") }, "\(app.inputEvents())")
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
  }

  /// A terminal that knows SGR-Pixels, played by the test: it answers the cell size and the
  /// mode question (typed into the pane as the terminal would send them), then sends a drag in
  /// pixels around the small zoomed ring at 80x24; the menu scrolls two rows for 40°.
  /// The answers must come within the probe's 0.3 s of the first frame: on a machine too busy
  /// for that the probe says "no answer" and the test records why rather than a wrong turn.
  @Test func aDragInPixelsScrollsTheListWhen1016WasAcknowledged() throws {
    let scratch = try Scratch()
    try scratch.writeSettings(["zoom = on"])
    let app = try TmuxDriver(width: 80, height: 24, environment: scratch.xdgEnvironment)
    #expect(app.poll(timeout: 10) { (try? app.format("#{alternate_on}")) == "1" })
    try app.type("\u{1B}[6;20;10t\u{1B}[?1016;2$y")
    try app.waitUntilReady()
    #expect(app.poll { app.events().contains { $0.hasPrefix("pixel mouse") } })
    // The cell's pixels: the tty's window size where it has them (tmux gives 16x32 a cell), else
    // the answer to `ESC [ 16 t` (10x20 here).
    guard let on = app.events().first(where: { $0.hasPrefix("pixel mouse on ") }) else {
      Issue.record("the answer came too late on this machine: \(app.events())")
      return
    }
    let cell = on.dropFirst("pixel mouse on ".count).split(separator: "x").compactMap { Double($0) }
    try #require(cell.count == 2)
    #expect(app.waitForSelection("Music"))
    let wheel = try #require(Layout(size: Size(width: 80, height: 24), zoomed: true).wheel)
    let radius = (wheel.outerRadius + wheel.buttonRadius) / 2
    func pixels(_ degrees: Double) -> (Int, Int) {
      let p = wheel.position(atAngle: degrees, radius: radius)
      return (Int(p.x * cell[0]), Int(p.y * cell[1]))
    }
    var reports = ""
    for (k, degrees) in stride(from: 2.0, through: 42, by: 4).enumerated() {
      let (x, y) = pixels(degrees)
      reports += "\u{1B}[<\(k == 0 ? 0 : 32);\(x + 1);\(y + 1)M"
    }
    let (x, y) = pixels(42)
    reports += "\u{1B}[<0;\(x + 1);\(y + 1)m"
    try app.type(reports)
    #expect(app.waitForSelection("Videos"), "\(app.inputEvents())")
    #expect(app.inputEvents().contains { $0.hasPrefix("drag ") && $0.contains(" at ") }, "\(app.inputEvents())")
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
  }
}
