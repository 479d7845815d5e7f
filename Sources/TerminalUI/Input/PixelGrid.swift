import WheelCore

/// The size of a cell in pixels, to read SGR-Pixels reports (mode 1016) as cells plus the exact
/// position within them. Kept as fractions: a 1000-pixel window of 99 columns has cells of
/// 10.1 pixels, and rounding that to 10 would drift a whole cell across the screen.
public struct PixelGrid: Equatable, Sendable {
  public let cellWidth: Double
  public let cellHeight: Double

  /// Nil unless both sides are positive and finite.
  public init?(cellWidth: Double, cellHeight: Double) {
    guard cellWidth.isFinite, cellHeight.isFinite, cellWidth > 0, cellHeight > 0 else { return nil }
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
  }

  /// From the window's size in pixels and in cells (TIOCGWINSZ); nil when it has no pixels.
  public init?(window: Size, cells: Size) {
    guard window.width > 0, window.height > 0, cells.width > 0, cells.height > 0 else { return nil }
    self.init(
      cellWidth: Double(window.width) / Double(cells.width), cellHeight: Double(window.height) / Double(cells.height))
  }

  /// The position of a pixel (0-based) in cell units: its center, so that the first pixel of
  /// a 10-pixel cell is 0.05 of a column.
  func position(ofPixel p: Point) -> CellPosition {
    CellPosition(x: (Double(p.x) + 0.5) / cellWidth, y: (Double(p.y) + 0.5) / cellHeight)
  }
}
