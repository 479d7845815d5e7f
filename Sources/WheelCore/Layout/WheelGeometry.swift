/// The click wheel's circle in cell coordinates. Radii are in columns; a row is `aspect`
/// columns tall, so the ring looks round although cells are about twice as tall as wide.
public struct WheelGeometry: Equatable, Sendable {
  /// Center in cell units, measured to cell centers (a cell at x covers x...x+1).
  public var centerX: Double
  public var centerY: Double
  /// Outer radius of the ring and radius of the center button, in columns.
  public var outerRadius: Double
  public var buttonRadius: Double
  public var aspect: Double

  public init(centerX: Double, centerY: Double, outerRadius: Double, buttonRadius: Double, aspect: Double = 2.0) {
    self.centerX = centerX
    self.centerY = centerY
    self.outerRadius = outerRadius
    self.buttonRadius = buttonRadius
    self.aspect = aspect
  }

  /// Where something sits on the wheel.
  public enum Zone: Equatable, Sendable { case ring, button, outside }

  /// Distance in columns from the center to a point given in (fractional) cell units.
  public func distance(x: Double, y: Double) -> Double {
    let dx = x - centerX
    let dy = (y - centerY) * aspect
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The zone of a sub-cell point, used to draw the ring's edges with quadrant blocks.
  public func zone(x: Double, y: Double) -> Zone {
    let d = distance(x: x, y: y)
    if d <= buttonRadius { return .button }
    if d <= outerRadius { return .ring }
    return .outside
  }

  /// The zone of a whole cell, as the mouse sees it (a little forgiving at the outer edge).
  public func zone(of p: Point) -> Zone {
    pointerZone(x: Double(p.x) + 0.5, y: Double(p.y) + 0.5)
  }

  /// The zone of a pointer position in (fractional) cell units, as forgiving as `zone(of:)`.
  public func pointerZone(x: Double, y: Double) -> Zone {
    let d = distance(x: x, y: y)
    if d <= buttonRadius { return .button }
    if d <= outerRadius + 0.75 { return .ring }
    return .outside
  }

  /// Degrees clockwise from 12 o'clock of a cell around the center.
  public func angle(of p: Point) -> Double {
    WheelAngle.angle(of: p, center: (centerX, centerY), aspect: aspect)
  }

  /// Degrees clockwise from 12 o'clock of a position in (fractional) cell units.
  public func angle(x: Double, y: Double) -> Double {
    WheelAngle.angle(dx: x - centerX, dy: (y - centerY) * aspect)
  }

  /// The cell rows and columns the wheel touches.
  public var bounds: Rect {
    let rows = outerRadius / aspect
    let x0 = Int((centerX - outerRadius).rounded(.down))
    let x1 = Int((centerX + outerRadius).rounded(.up))
    let y0 = Int((centerY - rows).rounded(.down))
    let y1 = Int((centerY + rows).rounded(.up))
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The cell at a given angle (degrees clockwise from 12 o'clock) and radius (columns).
  public func cell(atAngle degrees: Double, radius: Double) -> Point {
    let p = position(atAngle: degrees, radius: radius)
    return Point(x: Int(p.x.rounded(.down)), y: Int(p.y.rounded(.down)))
  }

  /// The exact position (cell units) at an angle and radius, for labels and the cells above.
  public func position(atAngle degrees: Double, radius: Double) -> (x: Double, y: Double) {
    let p = Trigonometry.point(atDegrees: degrees, radius: radius)
    return (centerX + p.x, centerY + p.y / aspect)
  }
}
