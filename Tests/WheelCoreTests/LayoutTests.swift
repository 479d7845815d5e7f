import Testing

@testable import WheelCore

@Suite struct LayoutTests {
  @Test func largeTerminalGetsUprightIPodWithRingAndButton() {
    let layout = Layout(size: Size(width: 100, height: 40))
    #expect(layout.form == .portrait)
    #expect(layout.shell.height > layout.shell.width / 2)  // taller than wide, in cells corrected
    let wheel = try! #require(layout.wheel)
    #expect(wheel.centerY > Double(layout.bezel.maxY))
    #expect(layout.hit(Point(x: Int(wheel.centerX), y: Int(wheel.centerY))) == .centerButton)
  }

  @Test func wideShortTerminalLaysTheIPodOnItsSide() {
    let layout = Layout(size: Size(width: 120, height: 30))
    #expect(layout.form == .landscape)
    let wheel = try! #require(layout.wheel)
    #expect(Double(layout.bezel.maxX) < wheel.centerX - wheel.outerRadius)
  }

  @Test func tinyTerminalShowsTheDisplayOnly() {
    let layout = Layout(size: Size(width: 20, height: 8))
    #expect(layout.form == .displayOnly)
    #expect(layout.wheel == nil)
    #expect(layout.display == Rect(x: 0, y: 0, width: 20, height: 8))
  }

  @Test func belowTwentyByEightIsTooSmall() {
    #expect(Layout(size: Size(width: 19, height: 8)).form == .tooSmall)
    #expect(Layout(size: Size(width: 20, height: 7)).form == .tooSmall)
    #expect(Layout(size: Size(width: 0, height: 0)).form == .tooSmall)
  }

  @Test func everyPartStaysInsideTheTerminalAtEverySize() {
    for w in stride(from: 1, through: 300, by: 7) {
      for h in stride(from: 1, through: 120, by: 5) {
        let layout = Layout(size: Size(width: w, height: h))
        let bounds = Rect(x: 0, y: 0, width: w, height: h)
        for r in [layout.shell, layout.bezel, layout.display] where !r.isEmpty {
          #expect(r.x >= 0 && r.y >= 0 && r.maxX <= w && r.maxY <= h, "\(w)x\(h) \(r)")
        }
        if let wheel = layout.wheel {
          let box = wheel.bounds
          #expect(box.x >= bounds.x && box.maxX <= w && box.y >= 0 && box.maxY <= h, "\(w)x\(h) wheel \(box)")
          #expect(
            layout.display.maxY <= box.y || layout.display.maxX <= box.x, "display and wheel overlap at \(w)x\(h)")
        }
      }
    }
  }

  @Test func ringHitsReportTheAngleOfEachButton() {
    let layout = Layout(size: Size(width: 100, height: 40))
    let wheel = layout.wheel!
    let r = (wheel.outerRadius + wheel.buttonRadius) / 2
    for (angle, button) in [(0.0, WheelButton.menu), (90, .next), (180, .playPause), (270, .previous)] {
      guard case .ring(let a) = layout.hit(wheel.cell(atAngle: angle, radius: r)) else {
        Issue.record("not on the ring at \(angle)")
        continue
      }
      #expect(WheelButton(angle: a) == button)
    }
  }

  @Test func screenRowsAreHitTested() {
    let layout = Layout(size: Size(width: 100, height: 40))
    #expect(layout.hit(Point(x: layout.display.x + 2, y: layout.display.y + 3)) == .display(row: 3))
    #expect(layout.hit(Point(x: 0, y: 0)) == .elsewhere)
  }

  /// A terminal reporting 10000x10000 cells once cost 6 GB and never drew: past 1000x500 the
  /// layout keeps to that bound and the screen says why there is no iPod.
  @Test func sizesPastTheBoundAreClampedAndSaySo() {
    for size in [
      Size(width: 10_000, height: 10_000), Size(width: 1001, height: 40), Size(width: 100, height: 501),
      Size(width: .max, height: .max),
    ] {
      let app = AppState(size: size)
      let grid = Renderer.render(app)
      #expect(grid.size.width <= 1000 && grid.size.height <= 500, "\(size)")
      #expect(grid.text.contains("Terminal too large"), "\(size)")
    }
    let largest = Renderer.render(AppState(size: Size(width: 1000, height: 500)))
    #expect(largest.size == Size(width: 1000, height: 500) && !largest.text.contains("Terminal too large"))
  }
}
