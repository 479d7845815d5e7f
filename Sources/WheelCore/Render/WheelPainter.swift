/// The click wheel: a ring that looks round at the cell aspect, its four labels and the center
/// button. Each cell is sampled in its four quarters, so the curved edges are drawn with
/// quadrant blocks (▖▗▘▝▌▐▄▀…): half blocks already halved the rows, quadrants halve the columns too, and
/// the circle reads as a circle rather than a staircase even on the smallest wheel (60x24).
enum WheelPainter {
  /// The centers of a cell's quarters, in the bit order of `GlyphSet.quadrants`.
  static let quarters: [(x: Double, y: Double)] = [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)]

  static func paint(_ wheel: WheelGeometry, glyphs: GlyphSet, into grid: inout Grid) {
    let box = wheel.bounds
    for y in box.y..<box.maxY {
      for x in box.x..<box.maxX {
        let parts = quarters.map { part(of: wheel, x: Double(x) + $0.x, y: Double(y) + $0.y) }
        if let (character, role) = cell(parts, glyphs: glyphs) {
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
  private static func label(
    _ text: String, atAngle degrees: Double, radius: Double, on wheel: WheelGeometry, in grid: inout Grid
  ) {
    let exact = wheel.position(atAngle: degrees, radius: radius)
    let center = (x: (exact.x * 1e6).rounded() / 1e6, y: (exact.y * 1e6).rounded() / 1e6)
    let x = center.x - Double(TextWidth.of(text, in: grid.widths)) / 2
    let y = center.y
    let column = x < wheel.centerX - 1 ? Int(x.rounded(.up)) : Int(x.rounded(.down))
    let row = y < wheel.centerY ? Int(y.rounded(.down)) : Int(y.rounded(.up)) - 1
    grid.write(text, at: Point(x: column, y: row), role: .wheelLabel)
  }

  /// What a quarter of a cell shows.
  enum Part: Equatable, Sendable { case outside, outline, ring, button }

  /// How wide the outline is at both edges of the ring, in columns: a little more than a
  /// quarter cell, so that it never falls between two quarters' centres and leaves a gap. The
  /// wheel's fill is the case's family of greys, as on the iPod; the outline is what sets it
  /// apart by at least 3:1 (`ThemeContrastTests`).
  static let outlineWidth = 0.6

  static func part(of wheel: WheelGeometry, x: Double, y: Double) -> Part {
    let d = wheel.distance(x: x, y: y)
    if d <= wheel.buttonRadius { return .button }
    if d > wheel.outerRadius { return .outside }
    if d <= wheel.buttonRadius + outlineWidth || d > wheel.outerRadius - outlineWidth { return .outline }
    return .ring
  }

  /// A cell from the parts of its quarters. A cell has two colours: where the case or the
  /// button shows, the wheel's quarters are drawn in the outline's colour over them (the button
  /// is the case's colour); inside the ring, the outline's quarters over the ring's fill.
  static func cell(_ parts: [Part], glyphs: GlyphSet) -> (Character, Role)? {
    func bits(_ filled: (Part) -> Bool) -> Int {
      parts.enumerated().reduce(0) { $0 | (filled($1.element) ? 1 << $1.offset : 0) }
    }
    if parts.allSatisfy({ $0 == .outside }) { return nil }
    if parts.allSatisfy({ $0 == .button }) { return (" ", .center) }
    if parts.allSatisfy({ $0 == .ring }) { return (" ", .wheel) }
    if parts.contains(where: { $0 == .outside || $0 == .button }) {
      return (glyphs.quadrants[bits { $0 == .outline || $0 == .ring }], .wheelRim)
    }
    return (glyphs.quadrants[bits { $0 == .outline }], .wheelEdge)
  }
}
