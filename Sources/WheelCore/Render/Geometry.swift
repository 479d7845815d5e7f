/// A terminal size in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
  public var description: String { "\(width)x\(height)" }

  /// Parses "60x30" (as `--snapshot` takes it); nil for anything else.
  public init?(parsing text: String) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else { return nil }
    self.init(width: w, height: h)
  }
}

/// A cell position, 0-based, x to the right and y down.
public struct Point: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A rectangle of cells; empty when either side is zero or less.
public struct Rect: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
  public var isEmpty: Bool { width <= 0 || height <= 0 }
  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public func contains(_ p: Point) -> Bool {
    p.x >= x && p.x < maxX && p.y >= y && p.y < maxY
  }
  /// The rectangle shrunk by `dx` columns on each side and `dy` rows on top and bottom.
  public func inset(dx: Int, dy: Int) -> Rect {
    Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
  }
}
