import Foundation
import Testing

@testable import WheelCore

/// Settings > About > Notices: every notice of the run, whole, however narrow the display.
@Suite struct NoticesTests {
  /// Longer than two lines at any size, with a path wider than a 40-column display's line.
  static let long =
    "Settings file bad value 'maybe' for clicker on line 3; using defaults "
    + "(kept as /home/someone-with-a-long-name/.config/ipodtui/settings.conf.bak); the next save writes a fresh one"

  /// Main menu > Settings > About.
  func about(_ app: inout AppState) {
    app.moveCursor(to: "Settings")
    _ = app.update(char("l"))
    app.moveCursor(to: "About")
    _ = app.update(char("l"))
    #expect(app.screen == .about)
  }

  /// The characters of the display's body, a line per row, spaces at either end dropped.
  func bodyLines(_ app: AppState) -> [String] {
    let grid = Renderer.render(app)
    let body = app.layout.body
    return (body.y..<body.maxY).map { y in
      var line = ""
      for x in body.x..<body.maxX where !grid[x, y].isContinuation { line.append(grid[x, y].character) }
      return line.trimmingCharacters(in: .whitespaces)
    }
  }

  func noSpaces(_ s: String) -> String { s.filter { $0 != " " } }

  @Test(arguments: [Size(width: 40, height: 16), Size(width: 120, height: 40)])
  func aLongNoticeIsReadWholeOnTheNoticesScreen(size: Size) {
    var app = state(size: size, [.notice(Self.long)])
    // The bottom of the display cuts it; once its seconds are over it is gone from there.
    let banner = Renderer.render(app).text
    #expect(!noSpaces(banner).contains(noSpaces(Self.long)), "the two-line notice is cut")
    _ = app.update(.ticked(at: 60))
    #expect(!Renderer.render(app).text.contains("Settings file"))
    about(&app)
    #expect(app.content?.row(app.rowIndex("Notices") ?? 0).detail == "1")
    app.moveCursor(to: "Notices")
    _ = app.update(char("l"))
    #expect(app.screen == .notices)
    let lines = bodyLines(app).filter { !$0.isEmpty }
    #expect(lines.count > 2, "\(lines)")
    #expect(noSpaces(lines.joined()) == noSpaces(Self.long), "\(lines)")
    #expect(lines.allSatisfy { TextWidth.of($0) <= app.layout.body.width - 2 })
  }

  @Test func newestFirstAndTheWheelScrollsThem() {
    var app = state(size: Size(width: 40, height: 16))
    for i in 1...12 { _ = app.update(.notice("Notice number \(i) " + Self.long)) }
    _ = app.update(.ticked(at: 60))
    about(&app)
    app.moveCursor(to: "Notices")
    _ = app.update(char("l"))
    #expect(bodyLines(app).first?.hasPrefix("Notice number 12 ") == true, "\(bodyLines(app))")
    let effects = app.update(key(.down))
    #expect(effects.contains { if case .click = $0 { true } else { false } }, "a click per line scrolled")
    #expect(bodyLines(app).first?.hasPrefix("Notice number 12 ") == false)
    _ = app.update(key(.end))
    #expect(bodyLines(app).contains { $0.hasPrefix("Notice number 1 ") }, "\(bodyLines(app))")
    #expect(app.update(key(.down)).isEmpty, "nothing past the end")
    // MENU goes back to About; opened again, the list starts at the top.
    _ = app.update(char("h"))
    #expect(app.screen == .about)
    _ = app.update(char("l"))
    #expect(app.screen == .notices && bodyLines(app).first?.hasPrefix("Notice number 12 ") == true)
  }

  @Test func theLogKeepsTheLastFiftyAndCountsThemAll() {
    var app = state(size: Size(width: 120, height: 40))
    for i in 1...(NoticeLog.limit + 10) { _ = app.update(.notice("Notice \(i)")) }
    _ = app.update(.ticked(at: 60))
    #expect(app.notices.count == 60 && app.notices.texts.count == NoticeLog.limit)
    #expect(app.notices.newestFirst.first == "Notice 60" && app.notices.newestFirst.last == "Notice 11")
    about(&app)
    #expect(app.content?.row(app.rowIndex("Notices") ?? 0).detail == "60")
    app.moveCursor(to: "Notices")
    _ = app.update(char("l"))
    _ = app.update(key(.end))
    let lines = bodyLines(app)
    #expect(lines.contains("Notice 11") && !lines.contains("Notice 10"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("10 older not kept") }, "\(lines)")
  }

  @Test func withNoNoticesTheRowSaysNoneAndTheScreenSaysSo() {
    var app = state(size: Size(width: 60, height: 24))
    about(&app)
    #expect(app.content?.row(app.rowIndex("Notices") ?? 0).detail == "None")
    app.moveCursor(to: "Notices")
    _ = app.update(char("l"))
    #expect(app.screen == .notices && bodyLines(app).contains { $0.contains("No notices") })
    #expect(app.update(key(.down)).isEmpty)
    _ = app.update(key(.escape))
    #expect(app.screen == .about)
  }

  @Test func noticesStaySanitizedAndEchoesOfTheUserAreNotLogged() {
    var app = state(size: Size(width: 60, height: 24), [.notice("Bad \u{1B}[2Jfile\u{07} name")])
    _ = app.update(char("H"))  // the hold switch: "Hold on", an echo
    _ = app.update(char("j"))  // "Hold switch is on (H)", on every input while held
    _ = app.update(char("H"))
    #expect(
      app.notices.count == 1 && !app.notices.texts[0].contains("\u{1B}") && !app.notices.texts[0].contains("\u{07}"))
  }

  @Test func wrappedWholeBreaksLongWordsAndLosesNothing() {
    let text = "a /very/long/path/that/is/wider/than/a/line.bak and 日本語の長いファイル名です end"
    for width in [1, 5, 12] {
      let lines = TextWidth.wrappedWhole(text, toWidth: width)
      #expect(lines.allSatisfy { TextWidth.of($0) <= max(width, 2) }, "\(width): \(lines)")
      #expect(noSpaces(lines.joined()) == noSpaces(text), "\(width): \(lines)")
    }
    #expect(TextWidth.wrapped(text, toWidth: 12).joined().contains("…"), "the other wrap still cuts")
  }

  @Test(arguments: [ThemeChoice.white, .black])
  func noticesScreen(theme: ThemeChoice) {
    let notices: [Event] = [.notice("3 files skipped (see scan.log)"), .notice(Self.long)]
    var app = state(size: Size(width: 60, height: 24), theme: theme, notices)
    _ = app.update(.ticked(at: 60))
    about(&app)
    app.moveCursor(to: "Notices")
    _ = app.update(char("l"))
    assertScreen(app, named: "notices-\(theme.rawValue.lowercased())-60x24")
  }
}
