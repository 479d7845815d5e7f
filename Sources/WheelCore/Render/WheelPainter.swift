/// The click wheel: a ring that looks round at the cell aspect, its four labels and the center
/// button. Each cell is sampled at its upper and lower half, so the curved edges are drawn with
/// half blocks and the circle reads as a circle rather than a staircase.
enum WheelPainter {
  static func paint(_ wheel: WheelGeometry, glyphs: GlyphSet, into grid: inout Grid) {
    let box = wheel.bounds
    for y in box.y..<box.maxY {
      for x in box.x..<box.maxX {
        let upper = zone(of: wheel, x: x, y: Double(y) + 0.25)
        let lower = zone(of: wheel, x: x, y: Double(y) + 0.75)
        if let (character, role) = cell(upper: upper, lower: lower, glyphs: glyphs) {
          grid.put(character, at: Point(x: x, y: y), role: role)
        }
      }
    }
    let labelRadius = (wheel.outerRadius + wheel.buttonRadius) / 2
    label(glyphs.menu, atAngle: 0, radius: labelRadius, on: wheel, in: &grid)
    label(glyphs.next, atAngle: 90, radius: labelRadius, on: wheel, in: &grid)
    label(glyphs.playPause, atAngle: 180, radius: labelRadius, on: wheel, in: &grid)
    label(glyphs.previous, atAngle: 270, radius: labelRadius, on: wheel, in: &grid)
  }

  /// Writes a label centered on a point of the ring. Where the point falls on a cell edge the
  /// label leans towards the wheel's center, so opposite labels sit symmetrically. The point is
  /// snapped to a millionth of a cell first: sin(270°) is not exactly -1, and without the snap
  /// ⏮ at 9 o'clock fell one row below ⏭ whenever the center sat on a cell edge (landscape).
  private static func label(_ text: String, atAngle degrees: Double, radius: Double, on wheel: WheelGeometry, in grid: inout Grid) {
    let exact = wheel.position(atAngle: degrees, radius: radius)
    let center = (x: (exact.x * 1e6).rounded() / 1e6, y: (exact.y * 1e6).rounded() / 1e6)
    let x = center.x - Double(TextWidth.of(text, in: grid.widths)) / 2
    let y = center.y
    let column = x < wheel.centerX - 1 ? Int(x.rounded(.up)) : Int(x.rounded(.down))
    let row = y < wheel.centerY ? Int(y.rounded(.down)) : Int(y.rounded(.up)) - 1
    grid.write(text, at: Point(x: column, y: row), role: .wheelLabel)
  }

  /// The zone most of a half cell is in (three samples across it), so that single cells
  /// barely touched by the circle do not stick out of the ring as nubs.
  private static func zone(of wheel: WheelGeometry, x: Int, y: Double) -> WheelGeometry.Zone {
    let zones = [0.2, 0.5, 0.8].map { wheel.zone(x: Double(x) + $0, y: y) }
    for candidate in [WheelGeometry.Zone.button, .ring, .outside] where zones.filter({ $0 == candidate }).count >= 2 {
      return candidate
    }
    return zones[1]
  }

  private static func cell(upper: WheelGeometry.Zone, lower: WheelGeometry.Zone, glyphs: GlyphSet)
    -> (Character, Role)?
  {
    switch (upper, lower) {
    case (.outside, .outside): return nil
    case (.ring, .ring): return (" ", .wheel)
    case (.button, .button): return (" ", .center)
    case (.outside, _): return (glyphs.lowerHalf, .wheelRim)
    case (_, .outside): return (glyphs.upperHalf, .wheelRim)
    case (.ring, .button): return (glyphs.lowerHalf, .centerRim)
    case (.button, .ring): return (glyphs.upperHalf, .centerRim)
    }
  }

}
