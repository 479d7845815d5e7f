/// Cover Flow on black: the covers in perspective with their reflections, the middle one's
/// album and artist below; on a flipped cover the album's tracks.
enum CoverFlowPainter {
  static let black = RGB(0)
  static let captionInk = RGB(0xF4F4F4)
  static let detailInk = RGB(0x9A9A9A)

  static func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let index = state.library.index
    guard !index.coverFlow.isEmpty else {
      DisplayPainter.centered("No albums", in: body, role: .rowDetail, into: &grid)
      return
    }
    let layout = CoverFlowLayout(body: body, pixelsPerCell: density(state))
    guard !layout.scene.isEmpty else { return }
    let canvas = scene(state, layout: layout)
    let s = layout.supersample
    let blocks = canvas.reduced(by: s * layout.density.width, s * layout.density.height / 2)
    blocks.paintBlocks(in: layout.scene, into: &grid)
    if state.pixelsPerCell != nil, let picture = canvas.picture { grid.place(picture, over: layout.scene) }
    let flip = state.coverFlow.flip
    if let flip, flip.showsList(at: state.now) {
      CoverFlowBack.paint(state, flip: flip, in: layout.card, into: &grid)
    }
    paintCaptions(state, below: layout, in: body, into: &grid)
  }

  /// Pixels per cell for this frame: while the row slides or a cover turns, half the
  /// resolution in each direction (a quarter of the pixels to draw and encode), so frames keep
  /// to their budget; the still picture comes at full resolution.
  static func density(_ state: AppState) -> Size? {
    guard let full = state.pixelsPerCell else { return nil }
    let flow = state.coverFlow
    let moving = flow.isSliding(at: state.now) || (flow.flip?.isTurning(at: state.now) ?? false)
    return moving ? Size(width: max(1, full.width / 2), height: max(2, full.height / 2)) : full
  }

  /// The covers in view at the row's position, farthest first; the flipped one turned.
  static func scene(_ state: AppState, layout: CoverFlowLayout) -> PixelCanvas {
    let index = state.library.index
    let p = layout.projection
    var canvas = PixelCanvas(width: layout.canvasWidth, height: layout.canvasHeight, fill: black)
    let position = state.coverFlow.position(at: state.now)
    let flip = state.coverFlow.flip.flatMap { $0.isOver(at: state.now) ? nil : $0 }
    for (album, d) in p.visible(count: index.coverFlow.count, position: position) {
      let texture = CoverTexture.texture(for: index.coverFlowAlbum(album), in: state.covers)
      var pose = CoverFlowProjection.pose(atDistance: d)
      if let flip, flip.album == album {
        // Turning round its own axis, pushed back a little at the half turn, as if lifted off.
        let angle = flip.angle(at: state.now)
        pose.angle += angle
        pose.depth += 0.9 * (angle > 0 && angle < .pi ? Trigonometry.sine(angle) : 0)
        let back = Trigonometry.cosine(angle) < 0
        CoverFlowScene.draw(
          back ? CoverTexture.back : texture, pose: pose, shade: 1, mirrored: back, projection: p, into: &canvas)
      } else {
        CoverFlowScene.draw(
          texture, pose: pose, shade: CoverFlowScene.shade(atDistance: d), projection: p, into: &canvas)
      }
    }
    return canvas
  }

  /// The album and artist of the middle cover, light on black.
  static func paintCaptions(_ state: AppState, below layout: CoverFlowLayout, in body: Rect, into grid: inout Grid) {
    let rows = layout.captionRows
    let area = Rect(x: body.x, y: layout.scene.maxY, width: body.width, height: rows)
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { grid.putArt(at: Point(x: x, y: y), top: black, bottom: black) }
    }
    guard rows > 0 else { return }
    let current = state.library.index.coverFlowAlbum(state.coverFlow.selected)
    write(current.name, ink: captionInk, in: Rect(x: area.x, y: area.y, width: area.width, height: 1), into: &grid)
    if rows > 1 {
      write(
        current.detail, ink: detailInk, in: Rect(x: area.x, y: area.y + 1, width: area.width, height: 1), into: &grid)
    }
  }

  /// Centered text in picture cells: `ink` over black, whatever the theme (Cover Flow is dark
  /// on the white iPod too).
  static func write(_ text: String, ink: RGB, in line: Rect, into grid: inout Grid) {
    let shown = TextWidth.truncated(text, toWidth: max(0, line.width - 2), in: grid.widths)
    let width = TextWidth.of(shown, in: grid.widths)
    let x = line.x + (line.width - width) / 2
    let used = grid.write(shown, at: Point(x: x, y: line.y), role: .art)
    for dx in 0..<used { grid.setArt(at: Point(x: x + dx, y: line.y), ArtColors(top: ink, bottom: black)) }
  }
}
