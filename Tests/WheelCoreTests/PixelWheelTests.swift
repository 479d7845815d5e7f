import Testing

@testable import WheelCore

/// Where the terminal reports the mouse in pixels, the adapter gives the core a fractional
/// cell position and the ring's angle comes from it: a small ring is then as exact as a big one.
@Suite struct PixelWheelTests {
  /// The zoomed wheel at 80x24: the smallest ring there is (8 columns of radius).
  static let size = Size(width: 80, height: 24)
  var layout: Layout { Layout(size: Self.size, zoomed: true) }

  static func error(_ a: Double, _ b: Double) -> Double {
    let d = abs(a - b).truncatingRemainder(dividingBy: 360)
    return min(d, 360 - d)
  }

  @Test func anglesFromPixelsBeatCellsOnASmallRing() throws {
    let layout = layout
    let wheel = try #require(layout.wheel)
    #expect(wheel.outerRadius == 8)
    let radius = (wheel.outerRadius + wheel.buttonRadius) / 2
    var worstCells = 0.0
    var worstPixels = 0.0
    for degree in stride(from: 0.0, to: 360, by: 1) {
      let p = wheel.position(atAngle: degree, radius: radius)
      let exact = CellPosition(x: p.x, y: p.y)
      guard case .ring(let fromCell) = layout.hit(exact.cell), case .ring(let fromPixels) = layout.hit(exact)
      else {
        Issue.record("not on the ring at \(degree)°")
        continue
      }
      worstCells = max(worstCells, Self.error(fromCell, degree))
      worstPixels = max(worstPixels, Self.error(fromPixels, degree))
    }
    #expect(worstPixels < 0.01)
    #expect(worstCells > 5)
  }

  @Test func aFractionalPositionIsHitTestedLikeItsCell() throws {
    let layout = layout
    let wheel = try #require(layout.wheel)
    let center = CellPosition(x: wheel.centerX + 0.3, y: wheel.centerY - 0.2)
    #expect(layout.hit(center) == .centerButton)
    let row = CellPosition(x: Double(layout.display.x) + 3.7, y: Double(layout.display.y) + 4.9)
    #expect(row.cell == Point(x: layout.display.x + 3, y: layout.display.y + 4))
    #expect(layout.hit(row) == .display(row: 4))
    #expect(layout.hit(CellPosition(x: 0.2, y: 0.9)) == .elsewhere)
  }

  /// A quarter turn in 3° samples is exactly six 15° steps when the samples are exact; the
  /// events carry the exact position along with the cell.
  @Test func aDragWithExactPositionsTurnsExactly() throws {
    var app = LibraryFixtures.app(size: Self.size, tracks: LibraryFixtures.manySongs(400))
    _ = app.update(char("="))
    app.openMusic(2)  // Artists: 40 rows, too few for acceleration
    #expect(app.screen == .artists && app.content?.count == 40)
    let wheel = try #require(app.layout.wheel)
    let radius = (wheel.outerRadius + wheel.buttonRadius) / 2
    func at(_ degree: Double) -> (Point, CellPosition) {
      let p = wheel.position(atAngle: degree, radius: radius)
      let exact = CellPosition(x: p.x, y: p.y)
      return (exact.cell, exact)
    }
    let start = at(10)
    _ = app.update(.pointerDown(start.0, time: 1, exact: start.1))
    let before = app.cursor.selected
    for (k, degree) in stride(from: 13.0, through: 100, by: 3).enumerated() {
      let p = at(degree)
      _ = app.update(.pointerDragged(p.0, time: 1 + Double(k) * 0.5, exact: p.1))
    }
    _ = app.update(.pointerUp(at(100).0, time: 30))
    #expect(app.cursor.selected - before == 6)
  }
}
