import Testing
import WheelCore

/// The list cursor: selection and scroll window move together and never leave the list.
struct ListCursorTests {
  @Test func movingDownScrollsOnlyOnceTheBarReachesTheLastRow() {
    var cursor = ListCursor()
    for _ in 0..<4 { cursor.move(by: 1, count: 20, visibleRows: 5) }
    #expect(cursor == ListCursor(selected: 4, top: 0))
    let moved = cursor.move(by: 1, count: 20, visibleRows: 5)
    #expect(moved)
    #expect(cursor == ListCursor(selected: 5, top: 1))
  }

  @Test func movingUpScrollsMinimally() {
    var cursor = ListCursor(selected: 10, top: 8)
    cursor.move(by: -3, count: 20, visibleRows: 5)
    #expect(cursor == ListCursor(selected: 7, top: 7))
  }

  @Test func stopsAtTheTopAndReportsNoMove() {
    var cursor = ListCursor()
    let moved = cursor.move(by: -1, count: 10, visibleRows: 4)
    #expect(moved == false)
    #expect(cursor == ListCursor(selected: 0, top: 0))
  }

  @Test func stopsAtTheBottomAndReportsNoMove() {
    var cursor = ListCursor()
    let moved = cursor.move(by: 100, count: 10, visibleRows: 4)
    #expect(moved)
    #expect(cursor == ListCursor(selected: 9, top: 6))
    let movedAgain = cursor.move(by: 1, count: 10, visibleRows: 4)
    #expect(movedAgain == false)
    #expect(cursor == ListCursor(selected: 9, top: 6))
  }

  @Test func aPartialMoveIntoTheEndStillCounts() {
    var cursor = ListCursor(selected: 8, top: 6)
    let moved = cursor.move(by: 5, count: 10, visibleRows: 4)
    #expect(moved)
    #expect(cursor.selected == 9)
  }

  @Test func zeroStepsDoNotMove() {
    var cursor = ListCursor(selected: 3, top: 0)
    let moved = cursor.move(by: 0, count: 10, visibleRows: 4)
    #expect(moved == false)
  }

  @Test func hugeStepsSaturateInsteadOfTrapping() {
    var cursor = ListCursor(selected: 5, top: 0)
    let moved = cursor.move(by: .max, count: 10, visibleRows: 4)
    #expect(moved)
    #expect(cursor.selected == 9)
    let movedBack = cursor.move(by: .min, count: 10, visibleRows: 4)
    #expect(movedBack)
    #expect(cursor.selected == 0)
  }

  @Test func selectJumpsAndShowsTheSelection() {
    var cursor = ListCursor()
    cursor.select(50, count: 100, visibleRows: 8)
    #expect(cursor == ListCursor(selected: 50, top: 43))
    cursor.select(-4, count: 100, visibleRows: 8)
    #expect(cursor == ListCursor(selected: 0, top: 0))
    cursor.select(1000, count: 100, visibleRows: 8)
    #expect(cursor == ListCursor(selected: 99, top: 92))
  }

  @Test func anEmptyListHasSelectionAndTopZero() {
    var cursor = ListCursor(selected: 7, top: 5)
    let moved = cursor.move(by: 1, count: 0, visibleRows: 5)
    #expect(moved == false)
    #expect(cursor == ListCursor(selected: 0, top: 0))
    #expect(cursor.visibleRange(count: 0, visibleRows: 5).isEmpty)
  }

  @Test func noVisibleRowsDoesNotTrap() {
    var cursor = ListCursor()
    let moved = cursor.move(by: 3, count: 10, visibleRows: 0)
    #expect(moved)
    #expect(cursor == ListCursor(selected: 3, top: 3))
    cursor.move(by: 1, count: 10, visibleRows: -2)
    #expect(cursor == ListCursor(selected: 4, top: 4))
    #expect(cursor.visibleRange(count: 10, visibleRows: 0).isEmpty)
  }

  @Test func shrinkingTheListPullsSelectionAndWindowBack() {
    var cursor = ListCursor(selected: 40, top: 36)
    cursor.clamp(count: 10, visibleRows: 5)
    #expect(cursor == ListCursor(selected: 9, top: 5))
  }

  @Test func growingTheDisplayFillsItWithoutEmptyRowsBelow() {
    var cursor = ListCursor(selected: 9, top: 7)  // 10 items on 3 rows: 7, 8, 9.
    cursor.clamp(count: 10, visibleRows: 6)
    #expect(cursor == ListCursor(selected: 9, top: 4))
    cursor.clamp(count: 10, visibleRows: 20)
    #expect(cursor == ListCursor(selected: 9, top: 0))
  }

  @Test func shrinkingTheDisplayKeepsTheSelectionVisible() {
    var cursor = ListCursor(selected: 6, top: 0)
    cursor.clamp(count: 10, visibleRows: 3)
    #expect(cursor == ListCursor(selected: 6, top: 4))
    #expect(cursor.visibleRange(count: 10, visibleRows: 3) == 4..<7)
  }

  @Test func absurdStoredValuesAreRepaired() {
    var cursor = ListCursor(selected: .max, top: .min)
    cursor.clamp(count: 5, visibleRows: 2)
    #expect(cursor == ListCursor(selected: 4, top: 3))
  }

  @Test func randomMovesKeepTheInvariants() {
    var rng = Shuffler(seed: 7)
    for _ in 0..<2000 {
      let count = Int(rng.next() % 30)
      let rows = Int(rng.next() % 12) - 2
      var cursor = ListCursor()
      for _ in 0..<20 {
        let before = cursor.selected
        let moved = cursor.move(by: Int(rng.next() % 21) - 10, count: count, visibleRows: rows)
        #expect(moved == (cursor.selected != before))
        #expect(cursor.selected >= 0 && cursor.selected < max(count, 1))
        #expect(cursor.top >= 0 && cursor.top <= cursor.selected)
        #expect(cursor.selected < cursor.top + max(rows, 1))
        #expect(cursor.top <= max(count - max(rows, 1), 0))
      }
    }
  }
}
