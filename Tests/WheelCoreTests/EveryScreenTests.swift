import Testing

@testable import WheelCore

/// Every screen through its home: the samples cover every kind the menus open, the center
/// acts, time passes and the display is painted, on each of `ScreenSample.all`.
@Suite struct EveryScreenTests {
  typealias Ring = RingOnEveryScreenTests

  /// Each kind comes once along the chain, and each sample belongs to the kind it is listed under.
  @Test func theChainListsEachKindOnce() {
    var kinds: [String] = []
    var screen: Screen? = .main
    while let current = screen {
      let (samples, next) = ScreenSample.entry(current)
      let kind = ScreenSample.kind(of: current)
      #expect(!kinds.contains(kind), "\(kind) comes twice")
      kinds.append(kind)
      #expect(!samples.isEmpty)
      for sample in samples { #expect(ScreenSample.kind(of: sample.screen) == kind) }
      screen = next
    }
    #expect(kinds.count >= 60)
  }

  /// Every screen a row opens, from the main menu down (in the sample library), has samples.
  @Test func everyScreenTheMenusOpenHasSamples() {
    let known = Set(ScreenSample.all.map { ScreenSample.kind(of: $0.screen) })
    var seen: Set<Screen> = [.main]
    var queue: [Screen] = [.main]
    var opened: Set<String> = []
    while let screen = queue.popLast(), seen.count < 2000 {
      var app = Ring.ready()
      app.push(screen)
      guard let content = app.content else { continue }
      for row in 0..<content.count {
        guard case .open(let next) = content.row(row).action, !seen.contains(next) else { continue }
        seen.insert(next)
        queue.append(next)
        opened.insert(ScreenSample.kind(of: next))
        #expect(known.contains(ScreenSample.kind(of: next)), "\(next) is opened by a row of \(screen)")
      }
    }
    #expect(opened.count > 40, "the walk opened \(opened.sorted())")
  }

  /// The center on a list runs its selected row (a row that opens a screen opens it); on
  /// every screen the selection stays inside the list and the display is still drawn.
  @Test(arguments: ScreenSample.all)
  func theCenterActs(sample: ScreenSample) {
    var app = Ring.on(sample)
    let row = app.content.flatMap { $0.count > 0 ? $0.row(app.cursor.selected) : nil }
    _ = app.update(.keyPressed(.enter, time: app.now))
    if case .open(let screen)? = row?.action {
      #expect(app.screen == screen, "the center opens \(screen)")
    }
    #expect(app.cursor.selected < max(1, app.content?.count ?? 1))
    let drawn = Self.bodyIsDrawn(app)
    #expect(drawn, "\(app.screen) draws its body")
  }

  /// Time passing: every deadline the screen asks for lies ahead, and ticking from one to the
  /// next keeps the display drawn (no screen asks to be woken in the past, so none spins).
  @Test(arguments: ScreenSample.all)
  func timePassesOnEveryScreen(sample: ScreenSample) {
    var app = Ring.on(sample)
    for _ in 0..<5 {
      let deadline = app.nextDeadline ?? app.now + 1
      #expect(deadline > app.now)
      _ = app.update(.ticked(at: deadline))
      #expect(app.now == deadline)
      let drawn = Self.bodyIsDrawn(app)
      #expect(drawn, "\(app.screen) draws its body")
    }
  }

  /// The display below the title shows something on every screen (rows, a message, a
  /// picture), and the title bar says the home's title.
  @Test(arguments: ScreenSample.all)
  func everyScreenIsPainted(sample: ScreenSample) {
    let app = Ring.on(sample)
    let drawn = Self.bodyIsDrawn(app)
    #expect(drawn, "\(sample.screen) draws its body")
    let grid = Renderer.render(app)
    let bar = app.layout.display
    let titleLine = (bar.x..<bar.maxX).map { String(grid[bar.x + $0 - bar.x, bar.y].character) }.joined()
    // A photo full screen takes the whole display, the title bar's row too, as on the iPod.
    let fullScreen = sample.screen == .photo(.viewer) || sample.screen == .photo(.slideshow)
    #expect(fullScreen != titleLine.contains(app.screen.home.title(in: app)), "title bar: \(titleLine)")
  }

  /// A game moves while its screen shows (the home's tick) and waits once left.
  @Test func theGamesMoveWithTimeOnlyWhileShown() {
    var app = Ring.ready()
    app.push(.extra(.brick))
    _ = app.update(.keyPressed(.enter, time: 20))  // launch
    let launched = app.extras.brick.ball
    _ = app.update(.ticked(at: 20.5))
    let moved = app.extras.brick.ball
    #expect(moved.x != launched.x || moved.y != launched.y)
    _ = app.update(.keyPressed(.left, time: 20.5))  // MENU: pauses and goes back
    let left = app.extras.brick
    _ = app.update(.ticked(at: 22))
    let waited = app.extras.brick == left
    #expect(app.screen == .main && waited)
  }

  static func bodyIsDrawn(_ app: AppState) -> Bool {
    let grid = Renderer.render(app)
    let body = app.layout.body
    for y in body.y..<body.maxY {
      for x in body.x..<body.maxX where grid[x, y].art != nil || grid[x, y].character != " " { return true }
    }
    return false
  }
}
