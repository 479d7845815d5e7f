import Foundation
import Testing

/// `--theme auto` asks the terminal for its background (OSC 11, after the first frame), then falls
/// back to COLORFGBG, then black; NO_COLOR turns colour off. The choice is read back from the
/// event log's "theme …" and "depth …" lines.
@Suite(.serialized) struct ThemeTests {
  private func startupNotes(_ app: TmuxDriver) -> [String] {
    app.events().filter { $0.hasPrefix("theme ") || $0.hasPrefix("depth ") }
  }

  @Test func lightTerminalBackgroundGivesTheWhiteIPod() throws {
    // tmux 3.3 answers OSC 11 only when a pane style sets a background.
    let app = try TmuxDriver(arguments: ["--theme", "auto"], environment: ["COLORFGBG": "15;0"]) { driver in
      try driver.tmux(["set-option", "-g", "window-style", "bg=#f0f0f0"])
    }
    try app.waitUntilReady()
    #expect(app.poll { startupNotes(app).contains("theme white") }, "\(app.events())")
  }

  @Test func colorFGBGWhenTheTerminalDoesNotSay() throws {
    let app = try TmuxDriver(arguments: ["--theme", "auto"], environment: ["COLORFGBG": "0;15"])
    try app.waitUntilReady()
    #expect(app.poll { startupNotes(app).contains("theme white") }, "\(app.events())")
  }

  @Test func blackByDefaultAndExplicitOptionWins() throws {
    let auto = try TmuxDriver(arguments: ["--theme", "auto"])
    let white = try TmuxDriver(arguments: ["--theme", "white"], environment: ["COLORFGBG": "15;0"])
    try auto.waitUntilReady()
    try white.waitUntilReady()
    #expect(auto.poll { startupNotes(auto).contains("theme black") }, "\(auto.events())")
    #expect(white.poll { startupNotes(white).contains("theme white") }, "\(white.events())")
  }

  @Test func colourDepthFollowsTheEnvironment() throws {
    let noColor = try TmuxDriver(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"])
    let truecolor = try TmuxDriver(environment: ["COLORTERM": "truecolor"])
    let palette = try TmuxDriver()
    for app in [noColor, truecolor, palette] { try app.waitUntilReady() }
    #expect(noColor.poll { startupNotes(noColor).contains("depth monochrome") })
    #expect(truecolor.poll { startupNotes(truecolor).contains("depth trueColor") })
    #expect(palette.poll { startupNotes(palette).contains("depth palette256") })
  }
}
