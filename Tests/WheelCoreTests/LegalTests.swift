import Testing

@testable import WheelCore

/// Settings > Legal: this program's licence and those of the libraries it links, from the
/// core's own text (nothing is read at run time), wrapped to the display and scrolled by the wheel.
@Suite struct LegalTests {
  func legal(size: Size = Size(width: 100, height: 40), theme: ThemeChoice = .white) -> AppState {
    var app = state(size: size, theme: theme)
    app.push(.settings)
    app.moveCursor(to: "Legal")
    _ = app.update(key(.enter))
    return app
  }

  /// Every library the binary links is named with its licence, and the program's own comes first.
  @Test func theTextNamesTheProgramsLicenceAndEveryLinkedLibrary() {
    let text = LegalText.paragraphs.joined(separator: "\n")
    #expect(LegalText.paragraphs.first?.contains("GNU General Public License") == true)
    #expect(text.contains("version 2") && text.contains("any later version"))
    let libraries = [
      ("ncurses", "X11"), ("ALSA", "LGPL-2.1"), ("FFmpeg", "LGPL-2.1"), ("TagLib", "MPL-1.1"),
      ("SQLite", "public domain"),
      ("libsystemd", "LGPL-2.1"), ("Rubber Band", "GPL-2"), ("libmpdclient", "BSD"), ("Chafa", "LGPL-3"),
      ("libjpeg-turbo", "IJG"), ("libpng", "libpng"), ("GLib", "LGPL-2.1"), ("libgpod", "LGPL-2.1"),
      ("Swift", "Apache-2.0"),
    ]
    for (name, licence) in libraries {
      let paragraph = LegalText.paragraphs.first { $0.contains(name) }
      #expect(paragraph?.contains(licence) == true, "\(name): \(licence)")
    }
  }

  /// The page wraps to the display and the wheel scrolls it to its end and not past.
  @Test func legalOpensAndScrolls() {
    var app = legal(size: Size(width: 40, height: 16))
    #expect(app.screen == .setting(.legal))
    let body = app.layout.body
    let lines = LegalScreen.lines(in: body, app.environment.widths)
    #expect(lines.count > body.height, "longer than the display")
    #expect(lines.allSatisfy { TextWidth.of($0) <= ScrolledText.lineWidth(in: body) })
    let first = Renderer.render(app).text
    let effects = app.update(key(.down))
    #expect(effects == [MainFlow.click])
    #expect(Renderer.render(app).text != first)
    for _ in 0..<lines.count { _ = app.update(key(.down)) }
    #expect(app.stack.last?.scroll == lines.count - body.height, "the last line at the bottom")
    #expect(app.update(key(.down)) == [], "no click at the end")
    _ = app.update(key(.escape))
    #expect(app.screen == .settings)
  }

  @Test func legalScreens() {
    for theme in [ThemeChoice.white, .black] {
      let name = theme.rawValue.lowercased()
      assertScreen(legal(theme: theme), named: "legal-\(name)-100x40")
      var small = legal(size: Size(width: 40, height: 16), theme: theme)
      for _ in 0..<5 { _ = small.update(key(.down)) }
      assertScreen(small, named: "legal-scrolled-\(name)-40x16")
    }
  }
}
