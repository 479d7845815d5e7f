import Testing

@testable import WheelCore

/// Zoom: the display takes most of the terminal and a smaller wheel sits beside or below it,
/// still turning and pressing as the big one does.
@Suite struct ZoomTests {
  static let sizes = [
    Size(width: 120, height: 40), Size(width: 80, height: 24), Size(width: 160, height: 50),
    Size(width: 40, height: 16), Size(width: 20, height: 8), Size(width: 60, height: 90),
  ]

  static func area(_ r: Rect) -> Int { r.width * r.height }

  @Test func atOneHundredTwentyByFortyTheDisplayTakesTheBulk() throws {
    let size = Size(width: 120, height: 40)
    let normal = Layout(size: size)
    let zoomed = Layout(size: size, zoomed: true)
    #expect(zoomed.form == .zoomed)
    #expect(Self.area(zoomed.display) >= 5 * Self.area(normal.display))
    #expect(Self.area(zoomed.display) * 2 >= size.width * size.height)
    let wheel = try #require(zoomed.wheel)
    #expect(wheel.outerRadius >= 8)
    let normalWheel = try #require(normal.wheel)
    #expect(wheel.outerRadius < normalWheel.outerRadius)
  }

  @Test(arguments: sizes)
  func theZoomedWheelIsStillHitTested(size: Size) {
    let layout = Layout(size: size, zoomed: true)
    guard let wheel = layout.wheel else { return }
    #expect(layout.hit(Point(x: Int(wheel.centerX), y: Int(wheel.centerY))) == .centerButton)
    let r = (wheel.outerRadius + wheel.buttonRadius) / 2
    for (angle, button) in [(0.0, WheelButton.menu), (90, .next), (180, .playPause), (270, .previous)] {
      guard case .ring(let a) = layout.hit(wheel.cell(atAngle: angle, radius: r)) else {
        Issue.record("not on the ring at \(angle) at \(size)")
        continue
      }
      #expect(WheelButton(angle: a) == button)
    }
    #expect(layout.hit(Point(x: layout.display.x + 1, y: layout.display.y + 2)) == .display(row: 2))
  }

  /// Zoom never shrinks the display: where the normal layout already gives it the whole
  /// terminal (display only, 40x16 and 20x8) zoom changes nothing.
  @Test(arguments: sizes)
  func zoomNeverShrinksTheDisplay(size: Size) {
    let normal = Layout(size: size)
    let zoomed = Layout(size: size, zoomed: true)
    #expect(Self.area(zoomed.display) >= Self.area(normal.display))
    if normal.form == .displayOnly || normal.form == .tooSmall { #expect(zoomed == normal) }
  }

  @Test func largeTerminalsZoomAndTallOnesPutTheWheelBelow() throws {
    for size in [Size(width: 80, height: 24), Size(width: 160, height: 50)] {
      let layout = Layout(size: size, zoomed: true)
      #expect(layout.form == .zoomed, "\(size)")
      #expect(Self.area(layout.display) * 4 > Self.area(Layout(size: size).display) * 5, "\(size)")
    }
    let tall = Layout(size: Size(width: 60, height: 90), zoomed: true)
    let wheel = try #require(tall.wheel)
    #expect(wheel.centerY - wheel.outerRadius / wheel.aspect >= Double(tall.display.maxY))
  }

  @Test func everyPartStaysInsideTheTerminalAtEverySize() {
    for w in stride(from: 1, through: 300, by: 7) {
      for h in stride(from: 1, through: 120, by: 5) {
        let layout = Layout(size: Size(width: w, height: h), zoomed: true)
        for r in [layout.shell, layout.bezel, layout.display] where !r.isEmpty {
          #expect(r.x >= 0 && r.y >= 0 && r.maxX <= w && r.maxY <= h, "\(w)x\(h) \(r)")
        }
        guard let wheel = layout.wheel else { continue }
        let box = wheel.bounds
        #expect(box.x >= 0 && box.maxX <= w && box.y >= 0 && box.maxY <= h, "\(w)x\(h) wheel \(box)")
        #expect(
          layout.display.maxY <= box.y || layout.display.maxX <= box.x, "display and wheel overlap at \(w)x\(h)")
        #expect(!layout.bezel.contains(Point(x: Int(wheel.centerX), y: Int(wheel.centerY))))
      }
    }
  }

  /// `=` is no letter, so Search does not take it: it zooms on every screen, Search included,
  /// and the choice is saved.
  @Test func theEqualsKeyTogglesZoomAndSavesIt() {
    var app = state(size: Size(width: 120, height: 40))
    let effects = app.update(char("="))
    #expect(app.settings.zoomed)
    #expect(app.layout.form == .zoomed)
    #expect(effects.contains(.saveSettings(app.settings)))
    _ = app.update(char("+"))
    #expect(!app.settings.zoomed)
    #expect(app.layout == Layout(size: app.size))
  }

  @Test func zoomWorksInSearchWithoutTypingIntoIt() {
    var app = LibraryFixtures.app(size: Size(width: 120, height: 40))
    app.openMusic(10)
    #expect(app.screen == .search)
    _ = app.update(char("a"))
    _ = app.update(char("="))
    #expect(app.search.query == "a")
    #expect(app.settings.zoomed)
  }

  @Test func theSavedZoomShapesTheFirstLayoutAndResizesKeepIt() {
    var settings = Settings()
    settings.zoomed = true
    var app = AppState(size: Size(width: 120, height: 40), settings: settings)
    #expect(app.layout.form == .zoomed)
    _ = app.update(.resized(Size(width: 160, height: 50)))
    #expect(app.layout == Layout(size: Size(width: 160, height: 50), zoomed: true))
  }

  /// The mouse way: a double-click on the case (not the display, not the wheel) zooms.
  @Test func aDoubleClickOnTheCaseTogglesZoom() {
    var app = state(size: Size(width: 120, height: 40))
    let onCase = Point(x: app.layout.shell.x + 1, y: app.layout.shell.maxY - 2)
    #expect(app.layout.hit(onCase) == .elsewhere)
    #expect(app.layout.shell.contains(onCase))
    click(&app, onCase, at: 1)
    #expect(!app.settings.zoomed)  // one click is not enough
    click(&app, onCase, at: 1.2)
    #expect(app.settings.zoomed)
    // Slow clicks are two single clicks.
    let zoomedCase = Point(x: app.layout.shell.x + 1, y: app.layout.shell.maxY - 1)
    #expect(app.layout.hit(zoomedCase) == .elsewhere)
    click(&app, zoomedCase, at: 5)
    click(&app, zoomedCase, at: 6)
    #expect(app.settings.zoomed)
    click(&app, zoomedCase, at: 6.3)
    #expect(!app.settings.zoomed)
  }

  @Test func clicksOffTheCaseDoNotZoom() {
    var app = state(size: Size(width: 120, height: 40))
    let desk = Point(x: 0, y: 0)
    #expect(!app.layout.shell.contains(desk))
    click(&app, desk, at: 1)
    click(&app, desk, at: 1.1)
    #expect(!app.settings.zoomed)
  }

  @Test func zoomIsSavedAndOldFilesLoadUnzoomed() throws {
    var settings = Settings()
    settings.zoomed = true
    let text = SettingsCodec.encode(settings)
    #expect(text.contains("zoom = on"))
    #expect(try SettingsCodec.decode(Array(text.utf8)).get().zoomed)
    let old = SettingsCodec.encode(Settings()).split(separator: "\n").filter { !$0.hasPrefix("zoom") }
    let decoded = try SettingsCodec.decode(Array((old.joined(separator: "\n") + "\n").utf8)).get()
    #expect(!decoded.zoomed)
  }

  @Test func theHelpSaysHowToZoom() {
    let lines = HelpPainter.lines(state(size: Size(width: 120, height: 40)), width: 80, in: WidthProfile())
    #expect(lines.contains { $0.hasPrefix("=") && $0.contains("zoom") })
    #expect(lines.contains { $0.contains("double-click") })
  }

  @Test(arguments: [Size(width: 120, height: 40), Size(width: 80, height: 24)], [ThemeChoice.white, .black])
  func zoomedMainMenu(size: Size, theme: ThemeChoice) {
    let app = state(size: size, theme: theme, [char("=")])
    assertScreen(app, named: "zoom-main-\(theme.rawValue.lowercased())-\(size)")
  }

  /// Covers use the bigger display: Cover Flow's center cover grows with it.
  @Test func coverFlowUsesTheZoomedDisplay() {
    var app = LibraryFixtures.app(size: Size(width: 120, height: 40))
    _ = app.update(char("="))
    app.openMusic(0)
    _ = app.update(key(.down, at: 1))
    _ = app.update(.ticked(at: 2))
    #expect(app.screen == .coverFlow)
    assertScreen(app, named: "zoom-cover-flow-120x40", pixels: true)
    let art = Renderer.render(app).cells.filter { $0.role == .art }.count
    var plain = LibraryFixtures.app(size: Size(width: 120, height: 40))
    plain.openMusic(0)
    _ = plain.update(key(.down, at: 1))
    _ = plain.update(.ticked(at: 2))
    let plainArt = Renderer.render(plain).cells.filter { $0.role == .art }.count
    #expect(art > 3 * plainArt)
  }

  private func click(_ app: inout AppState, _ p: Point, at time: Double) {
    _ = app.update(.pointerDown(p, time: time))
    _ = app.update(.pointerUp(p, time: time + 0.05))
  }
}
