/// The selection of a list and the window of rows that shows it, kept together as one value.
///
/// The two move together because every rule about one depends on the other: the selection must
/// stay visible, the window scrolls only as far as needed to show it (as the iPod does: the bar
/// walks down to the last row, then the list slides under it), and neither may point past the
/// list when it shrinks or the display changes size. The list's `count` and the number of
/// `visibleRows` are passed in rather than stored, so the cursor can never disagree with the
/// list it belongs to.
///
/// Every function accepts any `count` and `visibleRows`, including zero and negative values,
/// without trapping: an empty list has `selected == 0` and `top == 0`; a display with no rows
/// keeps `top == selected`, so the selection is the first row shown once the display grows.
public struct ListCursor: Equatable, Sendable {
  /// The index of the highlighted item; 0 for an empty list.
  public private(set) var selected: Int
  /// The index of the item drawn on the first visible row.
  public private(set) var top: Int

  public init(selected: Int = 0, top: Int = 0) {
    self.selected = selected
    self.top = top
  }

  /// Moves by `steps` (positive is down the list), stopping at either end, and scrolls the
  /// window as little as possible to keep the selection visible.
  ///
  /// Returns whether the selection moved, because the clicker sounds only then: turning on at
  /// the end of a list is silent, as on the device.
  @discardableResult
  public mutating func move(by steps: Int, count: Int, visibleRows: Int) -> Bool {
    clamp(count: count, visibleRows: visibleRows)
    let before = selected
    // Saturating addition: a wheel multiplier times a huge step count must not trap.
    let (sum, overflow) = selected.addingReportingOverflow(steps)
    let target = overflow ? (steps > 0 ? Int.max : Int.min) : sum
    select(target, count: count, visibleRows: visibleRows)
    return selected != before
  }

  /// Selects `index` (clamped into the list) and scrolls the window minimally to show it.
  /// Used for jumps: a letter jump, restoring a saved position, returning to a parent menu.
  public mutating func select(_ index: Int, count: Int, visibleRows: Int) {
    selected = index
    clamp(count: count, visibleRows: visibleRows)
  }

  /// Brings the cursor back into a list of `count` items shown on `visibleRows` rows.
  ///
  /// Call it when the list changes (a scan adds songs) or the display is resized: the selection
  /// is clamped into the list, the window is scrolled to show it, and the window never leaves
  /// empty rows below the last item when the list is long enough to fill them.
  public mutating func clamp(count: Int, visibleRows: Int) {
    guard count > 0 else {
      selected = 0
      top = 0
      return
    }
    selected = min(max(selected, 0), count - 1)
    // With no rows nothing is visible; a one-row window pins `top` to the selection.
    let rows = max(visibleRows, 1)
    // Bounding `top` first keeps the subtraction below in range and, as both moves stay inside
    // 0...count - rows, the window ends up full whenever the list can fill it.
    top = min(max(top, 0), max(count - rows, 0))
    if selected < top {
      top = selected
    } else if selected - top >= rows {
      top = selected - rows + 1
    }
  }

  /// The indices drawn on the display, first to last; empty for an empty list or no rows.
  public func visibleRange(count: Int, visibleRows: Int) -> Range<Int> {
    guard count > 0, visibleRows > 0 else { return 0..<0 }
    let first = min(max(top, 0), count - 1)
    return first..<min(first + visibleRows, count)
  }
}
