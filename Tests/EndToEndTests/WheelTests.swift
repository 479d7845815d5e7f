import Foundation
import Testing
import WheelCore

/// The click wheel driven with the mouse as a person would: press on the ring, drag around it
/// one report at a time, release. The selection is read back from the screen (the highlighted
/// row), so these tests see what the user sees.
@Suite(.serialized) struct WheelTests {
  static let size = Size(width: 100, height: 40)
  let wheel = Layout(size: WheelTests.size).wheel!
  var ringRadius: Double { (wheel.outerRadius + wheel.buttonRadius) / 2 }

  /// The program on a library of 40 songs ("Song 000000" … "Song 000039"), showing Music > Songs.
  func songsList(_ scratch: Scratch) throws -> TmuxDriver {
    let library = scratch.path("library")
    try Audio.makeCorpus(40, in: library)
    let app = try TmuxDriver(arguments: ["--library", library], environment: scratch.xdgEnvironment)
    try app.waitUntilReady()
    try app.send(key: "Enter")  // Music
    #expect(app.waitFor { $0.joined().contains("Cover Flow") })
    for _ in 0..<5 { try app.send(key: "Down") }  // Cover Flow, Playlists, Artists, Albums, Compilations, Songs
    #expect(app.waitForSelection("Songs"))
    try app.send(key: "Enter")
    #expect(app.waitForSelection("Song 000000", timeout: 20), "\((try? app.screen()) ?? [])")
    return app
  }

  /// The cells a drag from `from` to `to` degrees touches, in steps of `step` degrees.
  func dragCells(from: Double, to: Double, step: Double = 4) -> [Point] {
    var cells = [wheel.cell(atAngle: from, radius: ringRadius)]
    var a = from
    while (to > from && a < to) || (to < from && a > to) {
      a = to > from ? min(to, a + step) : max(to, a - step)
      cells.append(wheel.cell(atAngle: a, radius: ringRadius))
    }
    return cells
  }

  /// The steps the app must make of these cells: the same angles (`wheel.angle(of:)`) through
  /// the same tracker, at the default sensitivity.
  func expectedSteps(_ cells: [Point]) -> Int {
    var tracker = WheelTracker(degreesPerStep: WheelSensitivity.normal.degreesPerStep)
    return cells.enumerated().reduce(0) { $0 + tracker.touch(at: wheel.angle(of: $1.element), time: Double($1.offset)) }
  }

  /// Press on the first cell, drag through the rest, release on the last: one report per send.
  func drag(_ app: TmuxDriver, _ cells: [Point]) throws {
    try app.mouse(.press, col: cells[0].x, row: cells[0].y)
    for cell in cells.dropFirst() { try app.mouse(.drag, col: cell.x, row: cell.y) }
    try app.mouse(.release, col: cells.last!.x, row: cells.last!.y)
  }

  static func song(_ n: Int) -> String { String(format: "Song %06d", n) }

  @Test func fullTurnMovesTwentyFourStepsAndHalfTurnBackTwelve() throws {
    let scratch = try Scratch()
    let app = try songsList(scratch)
    // Start at 2 o'clock: a full turn ends on the very cell it started from.
    let turn = dragCells(from: 60, to: 420)
    #expect(expectedSteps(turn) == 24)
    try drag(app, turn)
    try app.settle()
    #expect(try app.selectedRow() == Self.song(24))

    // Half a turn back, from 3 o'clock to 9 o'clock: cells exactly opposite, so exactly 12.
    let back = dragCells(from: 90, to: -90)
    #expect(expectedSteps(back) == -12)
    try drag(app, back)
    try app.settle()
    #expect(try app.selectedRow() == Self.song(12))

    // Two more full turns would reach 60: the selection stops at the last of the 40 songs.
    try drag(app, turn)
    try app.settle()
    #expect(try app.selectedRow() == Self.song(36))
    try drag(app, turn)
    try app.settle()
    #expect(try app.selectedRow() == Self.song(39))
  }

  /// Through 12 o'clock either way the selection moves by the net turn, with no jump.
  @Test func dragAcrossTwelveOClockScrollsWithoutAJump() throws {
    let scratch = try Scratch()
    let app = try songsList(scratch)
    let forward = dragCells(from: 300, to: 420, step: 3)  // 10 o'clock through 12 to 2 o'clock
    let steps = expectedSteps(forward)
    #expect((7...8).contains(steps))
    try drag(app, forward)
    try app.settle()
    #expect(try app.selectedRow() == Self.song(steps))

    let backward = dragCells(from: 30, to: -45, step: 3)  // back through 12
    let back = expectedSteps(backward)
    #expect(back < 0 && steps + back > 0)
    try drag(app, backward)
    try app.settle()
    #expect(try app.selectedRow() == Self.song(steps + back))
  }

  /// A tap on MENU goes back, a click on the center enters.
  @Test func menuTapGoesBackAndCenterEnters() throws {
    let scratch = try Scratch()
    let app = try songsList(scratch)
    let menu = wheel.cell(atAngle: 0, radius: ringRadius)
    try app.mouse(.press, col: menu.x, row: menu.y)
    try app.mouse(.release, col: menu.x, row: menu.y)
    #expect(app.waitForSelection("Songs"), "MENU goes back to Music, with Songs still selected")
    #expect(try app.titleBar().contains("Music"))
    try app.mouse(.press, col: menu.x, row: menu.y)
    try app.mouse(.release, col: menu.x, row: menu.y)
    #expect(app.waitForSelection("Music"), "MENU again: the main menu")
    #expect(try app.titleBar().contains("iPod"))

    let center = Point(x: Int(wheel.centerX), y: Int(wheel.centerY))
    #expect(Layout(size: Self.size).hit(center) == .centerButton)
    try app.mouse(.press, col: center.x, row: center.y)
    try app.mouse(.release, col: center.x, row: center.y)
    #expect(app.waitFor { _ in (try? app.titleBar())?.contains("Music") == true })
    #expect(app.waitForSelection("Cover Flow"))
  }

  /// Scroll notches, arrow keys and j/k each move the selection one row.
  @Test func scrollNotchesArrowKeysAndLettersEachMoveOneStep() throws {
    let scratch = try Scratch()
    let app = try songsList(scratch)
    let anywhere = (col: 5, row: 5)
    try app.mouse(.scrollDown, col: anywhere.col, row: anywhere.row)
    #expect(app.waitForSelection(Self.song(1)))
    try app.mouse(.scrollDown, col: anywhere.col, row: anywhere.row)
    #expect(app.waitForSelection(Self.song(2)))
    try app.mouse(.scrollUp, col: anywhere.col, row: anywhere.row)
    #expect(app.waitForSelection(Self.song(1)))
    try app.step("Down", expecting: Self.song(2))
    try app.step("Down", expecting: Self.song(3))
    try app.step("Up", expecting: Self.song(2))
    try app.step("j", expecting: Self.song(3))
    try app.step("j", expecting: Self.song(4))
    try app.step("k", expecting: Self.song(3))
    try app.settle()
    #expect(try app.selectedRow() == Self.song(3))
  }
}
