/// A pointer position in cell units, finer than a cell: column 10.45 is a little left of the
/// middle of column 10. Terminals that report the mouse in pixels (SGR-Pixels) give one; the
/// ring's angle then comes from it rather than from the cell's center, so a small wheel turns
/// as exactly as a big one.
public struct CellPosition: Equatable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The cell the position falls in.
  public var cell: Point { Point(x: Int(x.rounded(.down)), y: Int(y.rounded(.down))) }

  /// The center of a cell: what a report in cells stands for.
  public init(center p: Point) {
    self.init(x: Double(p.x) + 0.5, y: Double(p.y) + 0.5)
  }
}
