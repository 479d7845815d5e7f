import Testing

@testable import WheelCore

/// Hints and the help overlay fit every display: hints break between their clauses rather
/// than being cut with "…", and help scrolls where it is taller than the display.
@Suite struct HintAndHelpTests {
  static let sizes = [
    Size(width: 20, height: 8), Size(width: 60, height: 24), Size(width: 80, height: 24),
    Size(width: 100, height: 40), Size(width: 120, height: 30), Size(width: 120, height: 40),
  ]

  func extras(_ screen: Screen, size: Size) -> AppState {
    var app = state(size: size, [key(.down), key(.down), key(.down), key(.enter)])
    let row = MenuCatalog.extrasRows.firstIndex { $0.action == .open(screen) } ?? 0
    for _ in 0..<row { _ = app.update(key(.down)) }
    _ = app.update(key(.enter))
    return app
  }

  func search(size: Size) -> AppState {
    var app = LibraryFixtures.app(size: size)
    app.openMusic(10)  // Search
    return app
  }

  /// The display's rows, for looking for a cut.
  func displayText(_ app: AppState) -> [String] {
    let grid = Renderer.render(app)
    let d = app.layout.display
    return grid.text.split(separator: "\n", omittingEmptySubsequences: false)[d.y..<d.maxY].map {
      String($0.dropFirst(d.x).prefix(d.width))
    }
  }

  @Test(arguments: sizes)
  func timerHintIsWholeWithItsAlarm(size: Size) {
    let app = extras(.timer, size: size)
    #expect(app.screen == .timer)
    let text = displayText(app).joined(separator: "\n")
    #expect(!text.contains("…"), "\(size): \(text)")
    #expect(text.contains("Alarm: Chimes"), "\(size): \(text)")
    #expect(text.contains("Center starts"), "\(size): \(text)")
  }

  @Test(arguments: sizes)
  func searchHintIsWhole(size: Size) {
    let app = search(size: size)
    #expect(app.screen == .search)
    let text = displayText(app)
    #expect(!text.joined().contains("…"), "\(size): \(text)")
    #expect(
      text.joined(separator: " ").split(separator: " ").joined(separator: " ").contains(
        "Type or pick letters with the wheel"), "\(size): \(text)")
  }

  @Test(arguments: sizes)
  func stopwatchHintIsWhole(size: Size) {
    var app = extras(.stopwatch, size: size)
    _ = app.update(key(.space, at: 1))
    let text = displayText(app).joined(separator: "\n")
    #expect(!text.contains("…") && text.contains("Center lap"), "\(size): \(text)")
  }

  @Test func clausesBreakBetweenThemAndLongOnesAtSpaces() {
    #expect(
      HintText.lines(["Turn to set", "Center starts", "Alarm: Chimes"], width: 30, in: .standard)
        == ["Turn to set · Center starts", "Alarm: Chimes"])
    #expect(
      HintText.lines(["Type or pick letters with the wheel"], width: 16, in: .standard)
        == ["Type or pick", "letters with the", "wheel"])
    #expect(HintText.lines(["a", "b"], width: 0, in: .standard).isEmpty)
  }

  @Test(arguments: [Size(width: 100, height: 40), Size(width: 20, height: 8)])
  func hintGoldenScreens(size: Size) {
    assertScreen(extras(.timer, size: size), named: "timer-hint-\(size)")
    assertScreen(search(size: size), named: "search-hint-\(size)")
  }

  /// At 20x8 the help is taller than the display: ▼ first, ↓ and the wheel scroll to the end
  /// (▲ then), and any other key still closes it.
  @Test func helpScrollsWhereItDoesNotFit() {
    var app = state(size: Size(width: 20, height: 8), [char("?")])
    #expect(app.showingHelp)
    assertScreen(app, named: "help-20x8")
    let first = Renderer.render(app).text
    #expect(first.contains("▼") && !first.contains("▲"))
    _ = app.update(key(.down))
    #expect(app.showingHelp && app.helpScroll == 1)
    _ = app.update(char("j"))
    _ = app.update(.scrolled(steps: 1, at: Point(x: 0, y: 0), time: 0))
    #expect(app.helpScroll == 3)
    _ = app.update(.scrolled(steps: 500, at: Point(x: 0, y: 0), time: 0))
    let last = Renderer.render(app).text
    #expect(last.contains("▲") && !last.contains("▼") && last.contains("Any key closes"))
    assertScreen(app, named: "help-20x8-end")
    let end = app.helpScroll
    #expect(app.update(key(.down)) == [])  // at the end: nothing moves, no click
    #expect(app.helpScroll == end)
    _ = app.update(key(.up))
    #expect(app.helpScroll == end - 1)
    _ = app.update(key(.enter))
    #expect(!app.showingHelp)
    #expect(app.screen == .main)  // the key closed help and did nothing else
  }

  /// Where help fits, it shows no marks and ↓ closes it like any key.
  @Test func helpThatFitsDoesNotScroll() {
    var app = state(size: Size(width: 100, height: 40), [char("?")])
    let text = Renderer.render(app).text
    #expect(!text.contains("▲") && !text.contains("▼") && text.contains("Any key closes"))
    _ = app.update(key(.down))
    #expect(!app.showingHelp && app.helpScroll == 0)
  }
}
