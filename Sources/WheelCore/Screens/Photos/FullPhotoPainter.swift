/// A photo full screen, on black: fitted and centered in the display, or in the middle of a
/// transition from the one before; what is wrong when it cannot be shown; a caption below.
enum FullPhotoPainter {
  static let black = RGB(0)

  /// The cells photos take full screen (the body less its caption line), the same for full
  /// screen and the slideshow so one decoded picture serves both.
  static func area(of body: Rect) -> Rect {
    Rect(x: body.x, y: body.y, width: body.width, height: max(0, body.height - 1))
  }

  /// The pixel box full-screen photos are decoded for.
  static func box(_ state: AppState) -> Size {
    let area = area(of: state.layout.body)
    let d = state.photoDensity
    return Size(width: max(1, area.width * d.width), height: max(1, area.height * d.height))
  }

  /// The album's photo at `position`, with the transition from another when there is one.
  static func paint(
    _ state: AppState, position: Int, change: (SlideChange, Double)?, caption: String, in body: Rect,
    into grid: inout Grid
  ) {
    let area = area(of: body)
    for y in body.y..<body.maxY {
      for x in body.x..<body.maxX { grid.putArt(at: Point(x: x, y: y), top: black, bottom: black) }
    }
    let line = Rect(x: body.x, y: body.maxY - 1, width: body.width, height: 1)
    guard let path = state.photos.path(at: position), !area.isEmpty else { return }
    guard let picture = state.photos.full.picture(path) else {
      let problem = state.photos.full.problem(path)
      let text = problem.map { "Can't show this photo: " + $0 } ?? "Loading…"
      CoverFlowPainter.write(
        text, ink: problem == nil ? CoverFlowPainter.detailInk : RGB(0xFF6A6A), in: centerLine(of: area), into: &grid)
      CoverFlowPainter.write(caption, ink: CoverFlowPainter.detailInk, in: line, into: &grid)
      return
    }
    // While a slide changes, half the pixels each way in pixel mode, as Cover Flow in motion.
    let full = state.photoDensity
    let d =
      change != nil && state.pixelsPerCell != nil
      ? Size(width: max(1, full.width / 2), height: max(2, full.height / 2)) : full
    var canvas = canvasWith(picture, area: area, density: d)
    if let (change, fraction) = change,
      let old = state.photos.path(at: change.from).flatMap({ state.photos.full.picture($0) })
    {
      canvas = SlideComposer.compose(
        from: canvasWith(old, area: area, density: d), to: canvas, kind: change.kind, fraction: fraction)
    }
    canvas.show(in: area, density: d, into: &grid, placing: state.pixelsPerCell != nil)
    CoverFlowPainter.write(caption, ink: CoverFlowPainter.detailInk, in: line, into: &grid)
  }

  private static func canvasWith(_ picture: Picture, area: Rect, density d: Size) -> PixelCanvas {
    var canvas = PixelCanvas(width: area.width * d.width, height: area.height * d.height, fill: black)
    canvas.drawFitted(picture, x: 0, y: 0, width: canvas.width, height: canvas.height)
    return canvas
  }

  private static func centerLine(of area: Rect) -> Rect {
    Rect(x: area.x, y: area.y + (area.height - 1) / 2, width: area.width, height: 1)
  }

  /// Asks for the full-screen pictures of `positions` (the first is the one wanted now),
  /// keeping those in use from being evicted.
  static func requests(for positions: [Int], in state: inout AppState) -> [Effect] {
    let box = box(state)
    let paths = positions.compactMap { state.photos.path(at: $0) }
    state.photos.full.touch(paths)
    var effects: [Effect] = []
    for path in paths where state.photos.full.needs(path, box: box) {
      state.photos.full.markPending(path, box: box)
      effects.append(.decodePhoto(PhotoRequest(path: path, purpose: .full, width: box.width, height: box.height)))
    }
    return effects
  }
}
