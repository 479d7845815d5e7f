import Testing

@testable import WheelCore

/// The ring drawn with quadrant blocks: each quarter of a cell shows its own zone, and the
/// ring stays a mirror image of itself left to right at every size.
@Suite struct WheelPainterTests {
  @Test func quartersPickTheBlock() {
    let g = GlyphSet.unicode
    #expect(WheelPainter.cell([.outside, .outside, .outside, .outline], glyphs: g)! == ("▗", .wheelRim))
    #expect(WheelPainter.cell([.outside, .outline, .outline, .ring], glyphs: g)! == ("▟", .wheelRim))
    #expect(WheelPainter.cell([.outline, .outline, .button, .button], glyphs: g)! == ("▀", .wheelRim))
    #expect(WheelPainter.cell([.outline, .outline, .ring, .ring], glyphs: g)! == ("▀", .wheelEdge))
    #expect(WheelPainter.cell([.ring, .ring, .ring, .ring], glyphs: g)! == (" ", .wheel))
    #expect(WheelPainter.cell([.button, .button, .button, .button], glyphs: g)! == (" ", .center))
    #expect(WheelPainter.cell([.outside, .outside, .outside, .outside], glyphs: g) == nil)
    #expect(WheelPainter.cell([.outside, .outline, .outline, .ring], glyphs: .ascii)! == (" ", .wheelRim))
  }

  static let mirrorX: [Character: Character] = [
    "▘": "▝", "▝": "▘", "▖": "▗", "▗": "▖", "▌": "▐", "▐": "▌", "▛": "▜", "▜": "▛", "▙": "▟", "▟": "▙", "▞": "▚",
    "▚": "▞",
  ]
  @Test(arguments: [
    Size(width: 60, height: 24), Size(width: 80, height: 24), Size(width: 100, height: 40),
    Size(width: 120, height: 30),
  ])
  func theRingIsSymmetricAndUsesQuarterBlocks(size: Size) throws {
    let wheel = try #require(Layout(size: size).wheel)
    var grid = Grid(size: size)
    WheelPainter.paint(wheel, glyphs: .unicode, into: &grid)
    let box = wheel.bounds
    var quarters = 0
    for y in box.y..<box.maxY {
      for x in box.x..<box.maxX {
        let cell = grid[x, y]
        guard cell.role == .wheelRim || cell.role == .wheelEdge else { continue }
        if "▘▝▖▗▛▜▙▟".contains(cell.character) { quarters += 1 }
        let mx = Int(2 * wheel.centerX) - 1 - x  // the cell mirrored across the vertical axis
        let mirrored = grid[mx, y]
        #expect(
          mirrored.role == cell.role && mirrored.character == (Self.mirrorX[cell.character] ?? cell.character),
          "\(size): (\(x),\(y)) \(cell.character) vs (\(mx),\(y)) \(mirrored.character)")
      }
    }
    #expect(quarters >= 8, "\(size): the edge uses quadrant blocks")
  }
}
