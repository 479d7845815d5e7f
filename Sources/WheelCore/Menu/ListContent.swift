/// A list screen's rows, given by index so that a 100,000-song list costs what a short one does.
public struct ListContent: Sendable {
  public var count: Int
  /// Shown centered when the list is empty ("No songs").
  public var emptyMessage: String
  private let rowAt: @Sendable (Int) -> Row

  public init(count: Int, emptyMessage: String = "", row: @escaping @Sendable (Int) -> Row) {
    self.count = count
    self.emptyMessage = emptyMessage
    self.rowAt = row
  }

  public init(_ rows: [Row], emptyMessage: String = "") {
    self.init(count: rows.count, emptyMessage: emptyMessage) { rows[$0] }
  }

  public func row(_ index: Int) -> Row { rowAt(index) }
}
