import Foundation
import Testing

/// What the program receives from the terminal: keys and mouse reports decoded into the
/// events the core sees (read back from IPODTUI_EVENT_LOG), whatever the core does with them.
@Suite(.serialized) struct InputTests {
  @Test func programRequestsDragAndSGRMouseReporting() throws {
    let app = try TmuxDriver()
    try app.waitUntilReady()
    #expect(try app.format("#{mouse_button_flag}") == "1", "1002: motion while a button is held")
    #expect(try app.format("#{mouse_sgr_flag}") == "1", "1006: SGR coordinates")
  }

  @Test func mouseReportsArriveInOrderOneEventEach() throws {
    let app = try TmuxDriver()
    try app.waitUntilReady()
    try app.mouse(.press, col: 50, row: 30)
    try app.mouse(.drag, col: 52, row: 30)
    try app.mouse(.drag, col: 54, row: 29)
    try app.mouse(.release, col: 54, row: 29)
    try app.mouse(.scrollDown, col: 10, row: 10)
    try app.mouse(.scrollUp, col: 10, row: 10)
    let expected = ["down 50 30", "drag 52 30", "drag 54 29", "up 54 29", "scroll 1 10 10", "scroll -1 10 10"]
    #expect(app.poll { app.inputEvents() == expected }, "\(app.events())")
  }

  @Test func keysAreDecoded() throws {
    let app = try TmuxDriver()
    try app.waitUntilReady()
    for key in [
      "Up", "Down", "Left", "Right", "Enter", "BSpace", "Space", "Home", "End", "PPage", "NPage", "j", "Escape",
    ] {
      try app.send(key: key)
    }
    try app.type("日")
    let expected = [
      "key up", "key down", "key left", "key right", "key enter", "key backspace", "key space", "key home",
      "key end", "key pageUp", "key pageDown", "key 'j'", "key escape", "key '日'",
    ]
    #expect(app.poll { app.inputEvents() == expected }, "\(app.events())")
  }

  /// tmux's own TERM (whose terminfo uses X10 mouse encoding) still works: the program asks for
  /// SGR itself and decodes both encodings.
  @Test func worksUnderTmuxOwnTerm() throws {
    let app = try TmuxDriver(term: "tmux-256color")
    try app.waitUntilReady()
    try app.type("\u{1B}[M \u{2B}\u{25}")  // X10 press at column 11, row 5
    try app.type("\u{1B}[M\u{40}\u{2C}\u{25}")  // X10 drag to column 12
    try app.type("\u{1B}[M\u{23}\u{2C}\u{25}")  // X10 release
    #expect(app.poll { app.inputEvents() == ["down 10 4", "drag 11 4", "up 11 4"] }, "\(app.events())")
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
  }

  /// The full proof that drag reporting is requested: the program runs in an inner tmux whose
  /// client is attached from a pane of an outer tmux; reports typed into the outer pane reach
  /// the program only through the inner tmux server, which forwards a drag only if the
  /// program asked for button-event tracking (1002).
  @Test func dragsPassThroughAnInnerTmux() throws {
    let inner = try TmuxDriver()
    try inner.waitUntilReady()
    let outer = try TmuxDriver(width: 100, height: 40) { _ in
      "env -u TMUX TERM=xterm-256color tmux -L \(inner.server) -f /dev/null attach -t \(inner.target)"
    }
    // The inner tmux client asks the outer pane for mouse reporting once it is attached.
    #expect(outer.poll { (try? outer.format("#{mouse_any_flag}")) == "1" })
    try outer.mouse(.press, col: 40, row: 20)
    try outer.mouse(.drag, col: 41, row: 20)
    try outer.mouse(.drag, col: 42, row: 21)
    try outer.mouse(.release, col: 42, row: 21)
    let expected = ["down 40 20", "drag 41 20", "drag 42 21", "up 42 21"]
    #expect(inner.poll { inner.inputEvents() == expected }, "\(inner.events())")
  }

  /// Bracketed paste is on (tmux wraps a paste only when the program asked for it), so a
  /// pasted "q" is a paste, never the quit key; in Search the pasted letters are typed.
  @Test func pasteNeverQuitsAndTypesIntoSearch() throws {
    let app = try TmuxDriver()
    try app.waitUntilReady()
    try app.paste("q")
    try app.send(key: "j")
    #expect(app.poll { app.inputEvents() == ["paste \"q\"", "key 'j'"] }, "\(app.events())")
    #expect(TmuxDriver.isAlive(try app.pid()), "a pasted q quit the program")
    for key in ["Home", "Enter", "End", "Enter"] { try app.send(key: key) }  // Music > Search
    #expect(app.waitFor { $0.joined().contains("Search:") })
    try app.paste("beat q\n")
    #expect(app.waitFor { $0.joined().contains("Search: beat q") }, "\((try? app.screen()) ?? [])")
    #expect(TmuxDriver.isAlive(try app.pid()))
  }
}
