import Foundation
import Testing
import WheelCore

/// The Extras and the body with the real program in tmux: Brick played with the ring,
/// Solitaire's cards picked up and put down, the hold switch, a note from the Notes folder.
@Suite(.serialized) struct ExtrasEndToEndTests {
  static let size = Size(width: 100, height: 40)
  let wheel = Layout(size: ExtrasEndToEndTests.size).wheel!

  func start(_ scratch: Scratch) throws -> TmuxDriver {
    let library = try scratch.directory("library")
    let app = try TmuxDriver(arguments: ["--library", library], environment: scratch.xdgEnvironment)
    try app.waitUntilReady()
    return app
  }

  /// Opens each row by its label, stepping down from the top of each list.
  func open(_ app: TmuxDriver, _ labels: [String]) throws {
    for label in labels {
      try app.send(key: "Home")
      // Read the rows only once the frame shows the screen the last Enter opened, at its top.
      try app.settle()
      var moves = 0
      while ((try? app.selectedLabel()) ?? nil) != label, moves < 12 {
        let before = (try? app.selectedLabel()) ?? nil
        try app.send(key: "Down")
        moves += 1
        app.poll { ((try? app.selectedLabel()) ?? nil) != before }
      }
      #expect(app.waitForSelection(label), "\(label) selected")
      try app.send(key: "Enter")
    }
  }

  /// Presses the ring at `from` degrees and drags to `to` in 4° samples, then lets go.
  func drag(_ app: TmuxDriver, from: Double, to: Double) throws {
    let radius = (wheel.outerRadius + wheel.buttonRadius) / 2
    let cells = stride(from: from, through: to, by: to > from ? 4 : -4).map { wheel.cell(atAngle: $0, radius: radius) }
    try app.mouse(.press, col: cells[0].x, row: cells[0].y)
    for cell in cells.dropFirst() { try app.mouse(.drag, col: cell.x, row: cell.y) }
    try app.mouse(.release, col: cells.last!.x, row: cells.last!.y)
  }

  /// The dark pixels (the paddle and the ball) of the display, as (column, pixel row).
  func darkPixels(_ app: TmuxDriver) throws -> [(x: Int, y: Int)] {
    let display = Layout(size: Self.size).display
    let lines = try app.tmux(["capture-pane", "-p", "-e", "-t", app.target]).split(
      separator: "\n", omittingEmptySubsequences: false)
    var found: [(x: Int, y: Int)] = []
    for (y, line) in lines.enumerated() where y > display.y + 1 && y < display.maxY {
      for (x, cell) in HalfBlockCells.parse(String(line)).enumerated() where x >= display.x && x < display.maxX {
        guard cell.character == "▀" else { continue }
        if cell.top.map(HalfBlockCells.isDark) == true { found.append((x, 2 * y)) }
        if cell.bottom.map(HalfBlockCells.isDark) == true { found.append((x, 2 * y + 1)) }
      }
    }
    return found
  }

  /// The paddle's left edge: the leftmost dark pixel on the lowest dark pixel row.
  func paddleLeft(_ app: TmuxDriver) throws -> Int? {
    let dark = try darkPixels(app)
    guard let bottom = dark.map(\.y).max() else { return nil }
    return dark.filter { $0.y == bottom }.map(\.x).min()
  }

  @Test func brickPlaysWithTheRing() throws {
    let scratch = try Scratch()
    let app = try start(scratch)
    try open(app, ["Extras", "Games", "Brick"])
    #expect(app.waitFor { $0.joined().contains("Center starts") })
    let start = try #require(try paddleLeft(app))
    try drag(app, from: 30, to: 90)  // clockwise: right
    #expect(app.poll { ((try? paddleLeft(app)) ?? nil).map { $0 > start } == true }, "the paddle moved right")
    try app.send(key: "Enter")  // launch
    #expect(app.waitFor { !$0.joined().contains("Center starts") })
    let launched = try darkPixels(app).map { "\($0.x),\($0.y)" }
    #expect(
      app.poll { ((try? darkPixels(app)) ?? []).map { "\($0.x),\($0.y)" } != launched }, "the ball moves by itself")
    let right = try #require(try paddleLeft(app))
    try drag(app, from: 90, to: 10)  // counter-clockwise: left
    #expect(app.poll { ((try? paddleLeft(app)) ?? nil).map { $0 < right } == true }, "the paddle moved left")
    try app.send(key: "Enter")  // pause
    #expect(app.waitFor { $0.joined().contains("Paused") })
  }

  /// The card in hand, as the score line names it ("Holding 7♥"), or nil.
  func holding(_ lines: [String]) -> String? {
    guard let line = lines.first(where: { $0.contains("Holding ") }),
      let range = line.range(of: "Holding ")
    else { return nil }
    return line[range.upperBound...].split(separator: " ").first.map(String.init)
  }

  /// Solitaire with the real program: the deal is drawn (face-down cards and the top row),
  /// the center picks up the first pile's card, the first MENU puts it back and stays; the
  /// wheel moves the cursor to the next pile, whose card is another; a drop on the stock is
  /// refused, a drop where it came from puts it down; the stock turns a card onto the waste,
  /// which is picked up in turn; the next MENU leaves for Games.
  @Test func solitaireDealsAndTheCenterPicksUpAndPutsDown() throws {
    let scratch = try Scratch()
    let app = try start(scratch)
    try open(app, ["Extras", "Games", "Solitaire"])
    #expect(
      app.waitFor { $0.joined().contains("Score 0") && $0.joined().contains("▒▒▒") && $0.joined().contains("New") })
    try app.send(key: "Enter")
    #expect(app.waitFor { holding($0) != nil }, "picked up: \((try? app.screen()) ?? [])")
    let first = holding(try app.screen())
    try app.send(key: "Escape")
    #expect(app.waitFor { holding($0) == nil && $0.joined().contains("Score 0") }, "MENU put it back and stayed")
    try app.send(key: "Down")
    try app.send(key: "Enter")
    #expect(app.waitFor { holding($0) != nil })
    let second = holding(try app.screen())
    #expect(
      second != first,
      "the cursor moved to another pile: \(String(describing: first)) then \(String(describing: second))")
    try app.send(key: "Up", times: 8)  // round past the foundations and New Deal to the stock
    try app.send(key: "Enter")
    #expect(app.waitFor { $0.joined().contains("Not there") }, "\((try? app.screen()) ?? [])")
    try app.send(key: "Down", times: 8)
    try app.send(key: "Enter")
    #expect(app.waitFor { holding($0) == nil && !$0.joined().contains("Not there") }, "put down where it came from")
    // The stock turns a card onto the waste, which the center then picks up.
    let topRow: ([String]) -> String = { $0.first { $0.contains("New") } ?? "" }
    #expect(topRow(try app.screen()).contains("[ ]  New"), "the waste starts empty")
    try app.send(key: "Up", times: 8)
    try app.send(key: "Enter")
    #expect(app.waitFor { !topRow($0).contains("[ ]  New") }, "a card on the waste: \((try? app.screen()) ?? [])")
    try app.send(key: "Down")
    try app.send(key: "Enter")
    #expect(app.waitFor { holding($0) != nil })
    let drawn = try #require(holding(try app.screen()))
    #expect(topRow(try app.screen()).contains(drawn), "the waste's card is in hand")
    try app.send(key: "Escape")
    #expect(app.waitFor { holding($0) == nil && $0.joined().contains("Score 0") })
    try app.send(key: "Escape")
    #expect(app.waitForSelection("Solitaire"), "the next MENU goes back to Games")
  }

  @Test func theHoldSwitchIgnoresInputButCtrlCStillQuits() throws {
    let scratch = try Scratch()
    let app = try start(scratch)
    #expect(app.waitForSelection("Music"))
    try app.type("H")
    #expect(app.poll { (try? app.titleBar())?.contains("⊘") == true }, "the lock in the title bar")
    try app.send(key: "Down")
    try app.send(key: "Enter")
    #expect(app.waitFor { $0.joined().contains("Hold switch is on") })
    #expect(try app.selectedLabel() == "Music" && app.titleBar().contains("iPod"))
    try app.type("H")
    #expect(app.poll { (try? app.titleBar())?.contains("⊘") == false })
    try app.send(key: "Down")
    #expect(app.waitForSelection("Photos"))
    try app.type("H")
    #expect(app.poll { (try? app.titleBar())?.contains("⊘") == true })
    try app.send(key: "C-c")
    #expect(app.waitForExit() == 0)
  }

  @Test func aNoteFromTheNotesFolderReadsWithTheWheel() throws {
    let scratch = try Scratch()
    let notes = try scratch.directory("data/ipodtui/Notes")
    var text = "Shopping list\n\u{1B}]2;PWNED\u{07}milk and \u{1B}[31meggs\u{1B}[0m\n"
    text += (1...60).map { "item \($0)" }.joined(separator: "\n")
    try text.write(toFile: notes + "/Shopping.txt", atomically: true, encoding: .utf8)
    try Data([0x43, 0x61, 0x66, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: notes + "/Latin.txt"))  // "Café" in Latin-1
    let app = try start(scratch)
    try open(app, ["Extras", "Notes"])
    #expect(app.waitForSelection("Latin"))
    try app.send(key: "Enter")
    #expect(app.waitFor { $0.joined().contains("Café") }, "a Latin-1 note reads: \((try? app.screen()) ?? [])")
    try app.send(key: "Escape")
    try open(app, ["Shopping"])
    #expect(app.waitFor { $0.joined().contains("milk and eggs") })
    #expect(try !app.screen().joined().contains("PWNED") && app.format("#{pane_title}") != "PWNED")
    #expect(try !app.screen().joined().contains("item 60"))
    for _ in 0..<70 { try app.send(key: "Down") }
    #expect(app.waitFor { $0.joined().contains("item 60") }, "the wheel scrolls to the end")
  }
}

/// Cells of `capture-pane -e` with both colours, for reading half-block pictures.
enum HalfBlockCells {
  struct Cell {
    var character: Character
    var top: (Int, Int, Int)?
    var bottom: (Int, Int, Int)?
  }

  static func isDark(_ c: (Int, Int, Int)) -> Bool { (c.0 * 3 + c.1 * 6 + c.2) / 10 < 70 }

  static func parse(_ line: String) -> [Cell] {
    var cells: [Cell] = []
    var fg: (Int, Int, Int)?
    var bg: (Int, Int, Int)?
    var chars = Array(line)[...]
    while let c = chars.popFirst() {
      if c == "\u{1B}", chars.first == "[" {
        chars = chars.dropFirst()
        var params = ""
        while let p = chars.first, !p.isLetter { params.append(chars.removeFirst()) }
        guard chars.popFirst() == "m" else { continue }
        var codes = params.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        if codes.isEmpty { codes = [0] }
        while let code = codes.popFirst() {
          switch code {
          case 0: (fg, bg) = (nil, nil)
          case 39: fg = nil
          case 49: bg = nil
          case 38, 48:
            var colour: (Int, Int, Int)?
            if codes.first == 2, codes.count >= 4 {
              let v = Array(codes.dropFirst().prefix(3))
              colour = (v[0], v[1], v[2])
              codes = codes.dropFirst(4)
            } else if codes.first == 5, codes.count >= 2 {
              colour = xterm(codes[codes.index(after: codes.startIndex)])
              codes = codes.dropFirst(2)
            }
            if code == 38 { fg = colour } else { bg = colour }
          default: break
          }
        }
        continue
      }
      cells.append(Cell(character: c, top: fg, bottom: bg))
    }
    return cells
  }

  /// An xterm-256 index as RGB (the cube and the grey ramp; the basic 16 roughly).
  static func xterm(_ n: Int) -> (Int, Int, Int) {
    if n >= 232 {
      let v = 8 + 10 * (n - 232)
      return (v, v, v)
    }
    if n >= 16 {
      let steps = [0, 95, 135, 175, 215, 255]
      let i = n - 16
      return (steps[i / 36], steps[i / 6 % 6], steps[i % 6])
    }
    return n == 0 ? (0, 0, 0) : n < 8 ? (128, 128, 128) : (255, 255, 255)
  }
}
