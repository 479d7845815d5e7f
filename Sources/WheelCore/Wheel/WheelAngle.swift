/// Where a cell lies around the click wheel, as the iPod's own sensor would report it.
///
/// Two conventions make the terminal behave like a round wheel:
/// - **A cell is its center.** The cell at column `x`, row `y` stands for the point
///   `(x + 0.5, y + 0.5)`, and the wheel's center is fractional, so a ring whose center falls
///   between cells (an even width) is symmetric rather than off by half a cell.
/// - **Cells are not square.** A terminal cell is about twice as tall as it is wide, so one row
///   is worth `aspect` columns (2.0 by default). Without this correction a drawn circle, which is
///   an ellipse in cells, would turn faster near 3 and 9 o'clock than near 12 and 6.
public enum WheelAngle {
  /// The angle of `point` around `center`, in degrees clockwise from 12 o'clock, in `0..<360`.
  ///
  /// Clockwise from 12 is what the wheel's labels use (MENU at 0, ⏭ at 90, ▶❚❚ at 180,
  /// ⏮ at 270) and what `WheelTracker` counts as forward. The center itself has no direction
  /// and is reported as 0; hit-testing sends touches there to the center button anyway.
  public static func angle(
    of point: Point, center: (x: Double, y: Double), aspect: Double = 2.0
  ) -> Double {
    let (dx, dy) = offset(of: point, center: center, aspect: aspect)
    return angle(dx: dx, dy: dy)
  }

  /// The angle of an offset already in square units (x right, y down); see `angle(of:)`.
  public static func angle(dx: Double, dy: Double) -> Double {
    guard dx != 0 || dy != 0, dx.isFinite, dy.isFinite else { return 0 }
    // atan2(east, north): 0 at 12 o'clock, growing clockwise because y grows downwards.
    var degrees = Trigonometry.degrees(dx: dx, dy: dy)
    if degrees < 0 { degrees += 360 }
    // A tiny negative angle plus 360 rounds to exactly 360, which is 12 o'clock again.
    if degrees >= 360 { degrees -= 360 }
    return degrees
  }

  /// The distance of `point` from `center` in columns, with rows scaled by `aspect`, so the
  /// layout can tell the ring from the center button and from the case around it.
  public static func distance(
    of point: Point, center: (x: Double, y: Double), aspect: Double = 2.0
  ) -> Double {
    let (dx, dy) = offset(of: point, center: center, aspect: aspect)
    return Trigonometry.length(dx: dx, dy: dy)
  }

  private static func offset(
    of point: Point, center: (x: Double, y: Double), aspect: Double
  ) -> (Double, Double) {
    let dx = Double(point.x) + 0.5 - center.x
    let dy = (Double(point.y) + 0.5 - center.y) * aspect
    return (dx, dy)
  }
}
