/// The iPod's case: a rounded outline around a filled body, so that a white iPod still shows
/// its edge on a white terminal.
enum CasePainter {
  static func paint(_ layout: Layout, glyphs: GlyphSet, into grid: inout Grid) {
    let shell = layout.shell
    guard shell.width >= 2, shell.height >= 2 else { return }
    grid.fill(shell, role: .shell)
    let (tl, tr, bl, br) = glyphs.caseCorners
    for x in shell.x + 1..<shell.maxX - 1 {
      grid.put(glyphs.caseHorizontal, at: Point(x: x, y: shell.y), role: .shell)
      grid.put(glyphs.caseHorizontal, at: Point(x: x, y: shell.maxY - 1), role: .shell)
    }
    for y in shell.y + 1..<shell.maxY - 1 {
      grid.put(glyphs.caseVertical, at: Point(x: shell.x, y: y), role: .shell)
      grid.put(glyphs.caseVertical, at: Point(x: shell.maxX - 1, y: y), role: .shell)
    }
    grid.put(tl, at: Point(x: shell.x, y: shell.y), role: .shell)
    grid.put(tr, at: Point(x: shell.maxX - 1, y: shell.y), role: .shell)
    grid.put(bl, at: Point(x: shell.x, y: shell.maxY - 1), role: .shell)
    grid.put(br, at: Point(x: shell.maxX - 1, y: shell.maxY - 1), role: .shell)
  }
}
