import Testing

@testable import WheelCore

/// The mouse on the drawn wheel, as the terminal reports it: cells, not angles.
@Suite struct WheelInputTests {
  let size = Size(width: 100, height: 40)
  var wheel: WheelGeometry { Layout(size: size).wheel! }
  var ringRadius: Double { (wheel.outerRadius + wheel.buttonRadius) / 2 }

  /// Press at `from` degrees, drag in small steps to `to`, release.
  func drag(_ app: inout AppState, from: Double, to: Double, by step: Double = 3, time: Double = 0) -> [Effect] {
    var effects = app.update(.pointerDown(wheel.cell(atAngle: from, radius: ringRadius), time: time))
    var a = from
    var t = time
    while (to > from && a < to) || (to < from && a > to) {
      a = to > from ? min(to, a + step) : max(to, a - step)
      t += 0.05
      effects += app.update(.pointerDragged(wheel.cell(atAngle: a, radius: ringRadius), time: t))
    }
    effects += app.update(.pointerUp(wheel.cell(atAngle: a, radius: ringRadius), time: t + 0.01))
    return effects
  }

  /// The steps a drag must give: the net turn between the cells really touched, per 15 degrees.
  /// Cells quantise the angle, so the test asks for the tracker's exact rule on those cells.
  func expectedSteps(from: Double, to: Double) -> Int {
    let a = wheel.angle(of: wheel.cell(atAngle: from, radius: ringRadius))
    let b = wheel.angle(of: wheel.cell(atAngle: to, radius: ringRadius))
    var turn = (b - a).truncatingRemainder(dividingBy: 360)
    if to > from, turn < 0 { turn += 360 }
    if to < from, turn > 0 { turn -= 360 }
    return Int(turn / 15)
  }

  @Test func quarterTurnClockwiseMovesAboutSixSteps() {
    var app = state(size: size, [key(.enter)])  // Music has 9 rows
    let effects = drag(&app, from: 10, to: 100)
    let expected = expectedSteps(from: 10, to: 100)
    #expect((5...6).contains(expected))
    #expect(app.cursor.selected == expected)
    #expect(effects.filter { $0 == .click("Classic") }.count == expected)
  }

  @Test func counterClockwiseMovesBack() {
    var app = state(size: size, [key(.enter)])
    _ = drag(&app, from: 10, to: 100)
    let before = app.cursor.selected
    _ = drag(&app, from: 200, to: 140)
    #expect(app.cursor.selected == before + expectedSteps(from: 200, to: 140))
    #expect(app.cursor.selected < before)
  }

  @Test func dragAcrossTwelveOClockScrollsWithoutAJump() {
    var app = state(size: size, [key(.enter)])
    _ = drag(&app, from: 320, to: 400)  // 320 -> 40 through 0
    #expect(app.cursor.selected == expectedSteps(from: 320, to: 400))
    #expect((4...6).contains(app.cursor.selected))
    _ = drag(&app, from: 30, to: -30)  // back through 0
    #expect(app.cursor.selected == max(0, expectedSteps(from: 320, to: 400) + expectedSteps(from: 30, to: -30)))
  }

  @Test func tapsOnTheRingPressTheButtonWhereTheyLand() {
    var app = state(size: size, [key(.enter)])
    #expect(app.screen == .music)
    let menu = wheel.cell(atAngle: 0, radius: ringRadius)
    _ = app.update(.pointerDown(menu, time: 1))
    _ = app.update(.pointerUp(menu, time: 1.1))
    #expect(app.screen == .main)
  }

  @Test func centerButtonSelects() {
    var app = state(size: size)
    let center = Point(x: Int(wheel.centerX), y: Int(wheel.centerY))
    _ = app.update(.pointerDown(center, time: 1))
    _ = app.update(.pointerUp(center, time: 1.05))
    #expect(app.screen == .music)
  }

  @Test func aTurnIsNotATap() {
    var app = state(size: size, [key(.enter)])
    _ = drag(&app, from: 350, to: 385)
    #expect(app.screen == .music)
    #expect(app.cursor.selected == expectedSteps(from: 350, to: 385))
    #expect(app.cursor.selected >= 1)
  }

  @Test func scrollWheelMovesOneStepPerNotch() {
    var app = state(size: size)
    _ = app.update(.scrolled(steps: 1, at: Point(x: 0, y: 0), time: 0))
    _ = app.update(.scrolled(steps: 1, at: Point(x: 0, y: 0), time: 0.1))
    #expect(app.cursor.selected == 2)
    _ = app.update(.scrolled(steps: -1, at: Point(x: 0, y: 0), time: 0.2))
    #expect(app.cursor.selected == 1)
  }

  @Test func clickingARowSelectsItAndClickingAgainOpensIt() {
    var app = state(size: size)
    let screen = app.layout.display
    let third = Point(x: screen.x + 3, y: screen.y + 3)
    _ = app.update(.pointerDown(third, time: 0))
    _ = app.update(.pointerUp(third, time: 0.1))
    #expect(app.cursor.selected == 2)
    _ = app.update(.pointerDown(third, time: 1))
    #expect(app.screen == .videos)
  }
}
