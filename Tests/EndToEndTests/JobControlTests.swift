import Foundation
import Testing

/// Ctrl-Z and SIGTSTP stop the program with the terminal given back exactly as a shell
/// expects (main screen, mouse and paste modes off, cooked tty); `fg` (SIGCONT) takes it again
/// and draws the whole screen at once.
@Suite(.serialized) struct JobControlTests {
  enum Stop: String, CaseIterable, CustomTestStringConvertible {
    case controlZ, sigtstp
    var testDescription: String { rawValue }
  }

  @Test(arguments: Stop.allCases)
  func stopGivesTheTerminalBackAndFgRedraws(how: Stop) throws {
    let app = try TmuxDriver.jobControlShell()
    try app.launchFromShell()
    try app.waitUntilReady()
    #expect(app.waitFor { $0.joined().contains("iPod") })
    switch how {
    case .controlZ: try app.send(key: "C-z")
    case .sigtstp: kill(try app.pid(), SIGTSTP)
    }
    try app.waitUntilStopped()
    #expect(try app.format("#{mouse_any_flag}#{mouse_button_flag}#{mouse_sgr_flag}#{mouse_standard_flag}") == "0000")
    #expect(try app.format("#{cursor_flag}") == "1", "cursor visible")
    let stty = try app.sttyNow().split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    #expect(stty.contains("icanon") && stty.contains("echo") && stty.contains("isig"), "\(stty)")
    // Bracketed paste is off: a paste at the prompt arrives as plain text.
    try app.paste("pasted")
    #expect(app.waitFor { $0.contains { $0.hasPrefix("$ pasted") } }, "\((try? app.screen()) ?? [])")
    #expect(try !app.screen().joined().contains("200~"))
    try app.send(key: "C-u")

    try app.type("fg")
    try app.send(key: "Enter")
    // The whole screen comes back at once, without waiting for a resize or a key.
    try app.waitUntilReady()
    #expect(app.waitFor { $0.joined().contains("iPod") && $0.joined().contains("Music") })
    // The modes are set again with the repaint; on a busy machine tmux may report them a moment later.
    #expect(app.poll { (try? app.format("#{mouse_button_flag}#{mouse_sgr_flag}")) == "11" })
    // Paste mode is back on too: a pasted "q" is a paste, not the quit key.
    try app.paste("q")
    try app.send(key: "j")
    #expect(app.poll { app.inputEvents().suffix(2) == ["paste \"q\"", "key 'j'"] }, "\(app.events())")
    try app.send(key: "q")
    #expect(app.poll { !TmuxDriver.isAlive((try? app.pid()) ?? 0) })
  }

  /// SIGSTOP cannot be caught; SIGCONT afterwards still repaints the screen and puts the
  /// terminal modes back (here a terminal reset wiped both while the program was stopped).
  @Test func continueAfterSigstopRepaintsEverything() throws {
    let app = try TmuxDriver()
    try app.waitUntilReady()
    #expect(app.waitFor { $0.joined().contains("Music") })
    let pid = try app.pid()
    kill(pid, SIGSTOP)
    try app.tmux(["send-keys", "-R", "-t", app.target])
    #expect(app.waitFor { !$0.joined().contains("Music") })
    kill(pid, SIGCONT)
    #expect(app.waitFor { $0.joined().contains("Music") }, "\((try? app.screen()) ?? [])")
    #expect(app.poll { (try? app.format("#{mouse_button_flag}#{mouse_sgr_flag}")) == "11" })
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
    try LifecycleTests.expectTerminalRestored(app)
  }
}
