@testable import WheelCore

/// Moving to a row by its label, so tests don't break when a menu gains rows.
extension AppState {
  /// The index of the first row labelled `label` on the current list, if any.
  func rowIndex(_ label: String) -> Int? {
    guard let content else { return nil }
    return (0..<content.count).first { content.row($0).label == label }
  }

  /// Presses down or up until the row labelled `label` is selected; the effects of each press.
  @discardableResult
  mutating func moveCursor(to label: String) -> [Effect] {
    guard let target = rowIndex(label) else { return [] }
    var effects: [Effect] = []
    while cursor.selected < target { effects += update(key(.down)) }
    while cursor.selected > target { effects += update(key(.up)) }
    return effects
  }
}
