/// A photo full screen, on black: fitted and centered in the display, or in the middle of a
/// transition from the one before; what is wrong when it cannot be shown. Full screen is the
/// whole display, as on the iPod: the photo covers the title bar, and no caption band is kept.
enum FullPhotoPainter {
  static let black = RGB(0)

  /// The cells photos take full screen: the whole display, the same for full screen and the
  /// slideshow so one decoded picture serves both.
  static func area(_ layout: Layout) -> Rect { layout.display }

  /// The pixel box full-screen photos are decoded for.
  static func box(_ state: AppState) -> Size {
    let area = area(state.layout)
    let d = state.photoDensity
    return Size(width: max(1, area.width * d.width), height: max(1, area.height * d.height))
  }

  /// The album's photo at `position`, with the transition from another when there is one;
  /// `caption`, when there is one (a paused slideshow), on the photo's bottom line.
  static func paint(
    _ state: AppState, position: Int, change: (SlideChange, Double)?, caption: String?, into grid: inout Grid
  ) {
    let area = area(state.layout)
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { grid.putArt(at: Point(x: x, y: y), top: black, bottom: black) }
    }
    let line = Rect(x: area.x, y: area.maxY - 1, width: area.width, height: 1)
    guard let path = state.photos.path(at: position), !area.isEmpty else { return }
    guard let picture = state.photos.full.picture(path) else {
      let problem = state.photos.full.problem(path)
      let text = problem.map { "Can't show this photo: " + $0 } ?? "Loading…"
      CoverFlowPainter.write(
        text, ink: problem == nil ? CoverFlowPainter.detailInk : RGB(0xFF6A6A), in: centerLine(of: area), into: &grid)
      if let caption { CoverFlowPainter.write(caption, ink: CoverFlowPainter.detailInk, in: line, into: &grid) }
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
    if let caption { CoverFlowPainter.write(caption, ink: CoverFlowPainter.detailInk, in: line, into: &grid) }
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
