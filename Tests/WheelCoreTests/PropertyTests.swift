import Testing

@testable import WheelCore

@Suite struct PropertyTests {
  static let keys: [Key] = [
    .up, .down, .left, .right, .enter, .escape, .backspace, .space, .pageUp, .pageDown, .home, .end,
    .character("j"), .character("k"), .character("l"), .character("h"), .character("t"), .character("?"),
    .character("n"), .character("x"), .character("日"),
  ]

  @Test func randomEventsNeverBreakTheState() {
    var rng = Shuffler(seed: 0x1F0D)
    var app = state(size: Size(width: 100, height: 40))
    var time = 0.0
    for i in 0..<100_000 {
      time += Double.random(in: 0...0.2, using: &rng)
      let size = app.size
      let p = Point(x: Int.random(in: -2...size.width + 2, using: &rng), y: Int.random(in: -2...size.height + 2, using: &rng))
      let event: Event
      switch Int.random(in: 0..<10, using: &rng) {
      case 0...2: event = .pointerDragged(p, time: time)
      case 3: event = .pointerDown(p, time: time)
      case 4: event = .pointerUp(p, time: time)
      case 5: event = .scrolled(steps: Int.random(in: -3...3, using: &rng), at: p, time: time)
      case 6: event = .resized(Size(width: Int.random(in: 1...300, using: &rng), height: Int.random(in: 1...120, using: &rng)))
      case 7: event = .ticked(at: time)
      default: event = .keyPressed(Self.keys.randomElement(using: &rng)!, time: time)
      }
      let effects = app.update(event)
      if effects.contains(.quit) { continue }
      let count = app.content?.count ?? 0
      let cursor = app.cursor
      #expect(count == 0 ? cursor.selected == 0 : (0..<count).contains(cursor.selected), "event \(i)")
      #expect(cursor.top <= cursor.selected || count == 0)
      #expect(cursor.selected < cursor.top + max(1, app.layout.listRows) || app.layout.listRows == 0)
      if i % 97 == 0 {
        let grid = Renderer.render(app)
        #expect(grid.size == app.size)
        #expect(grid.cells.count == app.size.width * app.size.height)
      }
    }
  }
}
