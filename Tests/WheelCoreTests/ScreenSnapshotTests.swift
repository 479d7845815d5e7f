import Testing

@testable import WheelCore

/// Golden screens at the three sizes the issue names, in both iPods.
@Suite struct ScreenSnapshotTests {
  static let sizes = [Size(width: 100, height: 40), Size(width: 60, height: 24), Size(width: 20, height: 8)]

  @Test(arguments: sizes, [ThemeChoice.white, .black])
  func mainMenu(size: Size, theme: ThemeChoice) {
    assertScreen(state(size: size, theme: theme), named: "main-\(theme.rawValue.lowercased())-\(size)")
  }

  @Test(arguments: sizes, [ThemeChoice.white, .black])
  func settingsSubmenu(size: Size, theme: ThemeChoice) {
    let app = state(size: size, theme: theme, [char("j"), char("j"), char("j"), char("j"), char("l"), char("j")])
    assertScreen(app, named: "settings-\(theme.rawValue.lowercased())-\(size)")
  }

  @Test(arguments: sizes)
  func scrolledToTheEndOfALongList(size: Size) {
    var events = [char("j"), char("j"), char("j"), char("j"), char("l")]
    events += Array(repeating: char("j"), count: 9) + [char("l")]  // EQ: 22 presets
    events += Array(repeating: key(.down), count: 30)
    let app = state(size: size, events)
    #expect(app.screen == .picker(.equalizer))
    assertScreen(app, named: "long-list-\(size)")
  }

  @Test func clickerSoundPicker() {
    var events = [char("j"), char("j"), char("j"), char("j"), char("l")]
    events += Array(repeating: char("j"), count: 4) + [char("l"), char("j")]
    assertScreen(state(size: Size(width: 60, height: 24), events), named: "picker-clicker-sound")
  }

  @Test func helpOverlay() {
    assertScreen(state(size: Size(width: 60, height: 24), [char("?")]), named: "help-60x24")
  }

  /// The same screen in both iPods: the case and the wheel change colour, the display does not.
  @Test func whiteAndBlackDifferInTheCaseAndWheelOnly() {
    let size = Size(width: 60, height: 24)
    let white = colourKey(Renderer.render(state(size: size, theme: .white)), .white).split(separator: "\n")
    let black = colourKey(Renderer.render(state(size: size, theme: .black)), .black).split(separator: "\n")
    let differing = zip(white, black).filter { $0 != $1 }.map { $0.0.first! }
    #expect(Set(differing) == ["s", "w", "l", "W", "c", "O", "e", "k"])
  }

  @Test func asciiGlyphs() {
    let app = state(size: Size(width: 60, height: 24), environment: Environment(useASCII: true))
    let text = Renderer.render(app).text
    #expect(text.contains("|<<") && text.contains(">>|") && text.contains(">||"))
    #expect(!text.contains("⏮") && !text.contains("❚◀◀"))
  }

  @Test func tooSmallSaysSoOnOneLine() {
    let grid = Renderer.render(state(size: Size(width: 19, height: 5)))
    #expect(grid.text.split(separator: "\n").first?.hasPrefix("Terminal too small") == true)
  }
}

/// The iPod on its side: ⏮ and ⏭ on one row, at the sizes the issue names.
@Suite struct LandscapeSnapshotTests {
  @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 30)], [ThemeChoice.white, .black])
  func landscapeWheel(size: Size, theme: ThemeChoice) {
    let app = state(size: size, theme: theme)
    #expect(app.layout.form == .landscape)
    assertScreen(app, named: "landscape-\(theme.rawValue.lowercased())-\(size)")
    let rows = Renderer.render(app).text.split(separator: "\n")
    let previous = rows.firstIndex { $0.contains(app.glyphs.previous) }
    let next = rows.firstIndex { $0.contains(app.glyphs.next) }
    #expect(previous != nil && previous == next)
  }
}
