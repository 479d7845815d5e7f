import Testing

@testable import WheelCore

/// Golden screens of the Extras drawn on the pixel canvas: a clock face and game boards. The
/// usual golden file shows only half blocks, so a second one draws the pixels themselves
/// (`colourPixelMap`), where a face's hands and a board's bricks can be reviewed.
@Suite struct ExtrasScreenTests {
  static let nineOhFive = LocalTime(year: 2026, month: 11, day: 30, weekday: 2, hour: 9, minute: 5, second: 30)

  static func clock(_ size: Size, theme: ThemeChoice, time: LocalTime = nineOhFive) -> AppState {
    var app = state(size: size, theme: theme)
    app.push(.clock)
    _ = app.update(.wallClock(time))
    return app
  }

  @Test(arguments: [
    (Size(width: 60, height: 24), ThemeChoice.white), (Size(width: 120, height: 40), .black),
    (Size(width: 20, height: 8), .white),
  ])
  func clockFace(size: Size, theme: ThemeChoice) {
    let app = Self.clock(size, theme: theme)
    let name = "clock-face-\(theme.rawValue.lowercased())-\(size.width)x\(size.height)"
    assertScreen(app, named: name)
    assertGolden(colourPixelMap(Renderer.render(app), app.layout.body), named: name + "-pixels")
  }

  /// The hands point where the time says: at 9:05:30 the minute hand is near 12 (up), the
  /// hour hand near 9 (left); at night the face turns dark.
  @Test func theHandsPointAtTheTime() {
    let app = Self.clock(Size(width: 120, height: 40), theme: .white)
    let map = colourPixelMap(Renderer.render(app), app.layout.body).split(separator: "\n").map(Array.init)
    let dark = map.enumerated().flatMap { y, row in
      row.enumerated().filter { $0.element == "#" }.map { (x: $0.offset, y: y) }
    }
    let cx = Double(dark.map(\.x).reduce(0, +)) / Double(dark.count)
    let cy = Double(dark.map(\.y).reduce(0, +)) / Double(dark.count)
    #expect(dark.contains { Double($0.y) < cy - 6 && abs(Double($0.x) - cx) < 2 }, "minute hand up")
    #expect(dark.contains { Double($0.x) < cx - 6 && abs(Double($0.y) - cy) < 2 }, "hour hand left")
    var night = Self.nineOhFive
    night.hour = 21
    let evening = Self.clock(Size(width: 120, height: 40), theme: .white, time: night)
    #expect(
      colourPixelMap(Renderer.render(evening), evening.layout.body).filter { $0 == "#" }.count > dark.count,
      "a dark face")
  }

  /// The paddle games a second after the paddle moved a step and the ball was launched: Brick's
  /// wall; Vortex's rings of level 1 round the middle, its paddle a step clockwise from 6
  /// o'clock. The pixel maps show the bricks' colours.
  @Test(arguments: [
    (ExtraScreen.brick, Size(width: 60, height: 24), ThemeChoice.white), (.brick, Size(width: 80, height: 24), .black),
    (.vortex, Size(width: 120, height: 40), .white), (.vortex, Size(width: 80, height: 24), .black),
  ])
  func paddleBoard(game: ExtraScreen, size: Size, theme: ThemeChoice) {
    var app = state(size: size, theme: theme)
    app.push(.extra(game))
    _ = app.update(key(.down, at: 1))
    _ = app.update(key(.enter, at: 1))
    _ = app.update(.ticked(at: 2))
    let name = "\(game)-\(theme.rawValue.lowercased())-\(size.width)x\(size.height)"
    assertScreen(app, named: name)
    assertGolden(colourPixelMap(Renderer.render(app), app.layout.body), named: name + "-pixels")
  }

  @Test func parachuteBoard() {
    var app = state(size: Size(width: 60, height: 24))
    app.push(.extra(.parachute))
    _ = app.update(key(.enter, at: 1))
    _ = app.update(key(.up, at: 1))
    _ = app.update(key(.up, at: 1))
    _ = app.update(key(.enter, at: 1))
    _ = app.update(.ticked(at: 3))
    assertScreen(app, named: "parachute-white-60x24")
    assertGolden(colourPixelMap(Renderer.render(app), app.layout.body), named: "parachute-white-60x24-pixels")
  }

  /// Extras > Games lists the iPod's games in its order (alphabetical) with their best scores.
  @Test(arguments: [ThemeChoice.white, .black])
  func theGamesMenu(theme: ThemeChoice) {
    var app = state(size: Size(width: 60, height: 24), theme: theme)
    app.extras.scores = HighScores(best: [.solitaire: 650, .vortex: 120, .brick: 90])
    app.push(.extra(.games))
    let list = app.screen.home.content(in: app)
    let rows = (0..<(list?.count ?? 0)).compactMap { list?.row($0) }
    #expect(rows.map(\.label) == ["Brick", "Music Quiz", "Parachute", "Solitaire", "Vortex"])
    #expect(rows.map(\.detail) == ["Best 90", "", "", "Best 650", "Best 120"])
    assertScreen(app, named: "games-\(theme.rawValue.lowercased())-60x24")
  }

  /// Solitaire's deal at the iPod's size in both themes, and closed up at 40x16; at 20x8 it
  /// says it is too small. The cursor has moved one pile on and picked up that pile's card.
  @Test(arguments: [
    (Size(width: 120, height: 40), ThemeChoice.white), (Size(width: 120, height: 40), .black),
    (Size(width: 40, height: 16), .white), (Size(width: 20, height: 8), .black),
  ])
  func solitaireTable(size: Size, theme: ThemeChoice) {
    var app = state(size: size, theme: theme)
    app.push(.extra(.solitaire))
    _ = app.update(key(.down, at: 1))
    _ = app.update(key(.enter, at: 1))
    assertScreen(app, named: "solitaire-\(theme.rawValue.lowercased())-\(size.width)x\(size.height)")
  }

  /// A tall pile folds: its face-down cards into one row, the middle of its run into "┊",
  /// keeping the run's first card and the last ones; the win shows over the table.
  @Test func aTallPileFoldsAndTheWinShows() {
    var app = state(size: Size(width: 120, height: 40))
    app.push(.extra(.solitaire))
    let run = (2...13).reversed().map { Card($0, $0 % 2 == 0 ? .spades : .hearts) }
    app.extras.solitaire.tableau[6] = Array(app.extras.solitaire.tableau[6].prefix(6)) + run
    let rows = app.layout.body.maxY - SolitaireTable(body: app.layout.body)!.tableauTop
    let column = SolitaireTable.column(app.extras.solitaire.tableau[6], faceDown: 6, rows: rows)
    #expect(column.count == rows && column.first == .faceDown && column[1] == .card(Card(13, .hearts)))
    #expect(column[2] == .folded && column.last == .card(Card(2, .spades)))
    assertScreen(app, named: "solitaire-folded-white-120x40")
    app.extras.solitaire.phase = .won
    #expect(Renderer.render(app).text.contains("You won!"))
  }
}

/// The pixels of the picture cells in `rect`, two rows per cell: `#` dark, `+` mid, `.` light,
/// `r` red, `o` orange/yellow, `g` green, `b` blue; text cells as spaces.
func colourPixelMap(_ grid: Grid, _ rect: Rect) -> String {
  pixelRows(grid, in: rect, blank: " ", halfBlocksOnly: false) { c in
    let (r, g, b) = (Int(c.r), Int(c.g), Int(c.b))
    let spread = max(r, g, b) - min(r, g, b)
    if spread > 60 {
      if r >= g, r >= b { return g > 110 ? "o" : "r" }
      return g >= b ? "g" : "b"
    }
    let light = (r * 3 + g * 6 + b) / 10
    return light < 90 ? "#" : light < 180 ? "+" : "."
  }.joined(separator: "\n")
}
