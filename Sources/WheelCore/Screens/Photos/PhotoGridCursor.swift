/// The selected photo of a grid and the first row shown: the wheel moves the selection one
/// photo a step across the rows, and the grid scrolls a whole row at a time to keep it in view.
public struct PhotoGridCursor: Equatable, Sendable {
  public private(set) var selected = 0
  /// The first row shown.
  public private(set) var topRow = 0

  public init(selected: Int = 0) { self.selected = max(0, selected) }

  /// Moves by `steps`, stopping at either end; says whether the selection moved.
  public mutating func move(by steps: Int, count: Int, columns: Int, rows: Int) -> Bool {
    let target = min(max(0, selected + steps), max(0, count - 1))
    guard target != selected else { return false }
    selected = target
    reveal(columns: columns, rows: rows)
    return true
  }

  /// Puts the selection at `index` (clamped) and scrolls it into view.
  public mutating func select(_ index: Int, count: Int, columns: Int, rows: Int) {
    selected = min(max(0, index), max(0, count - 1))
    reveal(columns: columns, rows: rows)
  }

  /// Scrolls by whole rows until the selected photo's row is among the `rows` shown.
  public mutating func reveal(columns: Int, rows: Int) {
    let row = selected / max(1, columns)
    if row < topRow { topRow = row }
    if row >= topRow + max(1, rows) { topRow = row - max(1, rows) + 1 }
  }
}
