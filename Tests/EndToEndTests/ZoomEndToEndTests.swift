import Foundation
import Testing

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
}
