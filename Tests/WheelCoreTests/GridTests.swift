import Testing

@testable import WheelCore

@Suite struct GridTests {
  @Test func writingStopsAtTheEdgeAndAtMaxWidth() {
    var grid = Grid(size: Size(width: 6, height: 2))
    #expect(grid.write("abcdefgh", at: Point(x: 2, y: 0), role: .row) == 4)
    #expect(grid.text == "  abcd\n      ")
    #expect(grid.write("xyz", at: Point(x: 0, y: 1), role: .row, maxWidth: 2) == 2)
    #expect(grid.write("out", at: Point(x: 0, y: 5), role: .row) == 0)
  }

  @Test func wideCharactersTakeTwoCellsAndAreNeverSplit() {
    var grid = Grid(size: Size(width: 5, height: 1))
    grid.write("日本語", at: Point(x: 0, y: 0), role: .row)
    #expect(grid.text == "日本 ")
    #expect(grid[1, 0].isContinuation)
    grid.put("x", at: Point(x: 1, y: 0), role: .row)  // over the right half of 日
    #expect(grid.text == " x本 ")
  }

  @Test func controlCharactersAndEscapesNeverReachTheGrid() {
    var grid = Grid(size: Size(width: 10, height: 1))
    grid.write("a\u{1B}[31mb\u{07}c\n", at: Point(x: 0, y: 0), role: .row)
    #expect(grid.text == "abc       ")
  }

  @Test func rolesAreRecordedPerCell() {
    var grid = Grid(size: Size(width: 3, height: 1))
    grid.fill(Rect(x: 1, y: 0, width: 5, height: 1), role: .selected)
    #expect(grid.roleMap == ".SS")
  }
}
