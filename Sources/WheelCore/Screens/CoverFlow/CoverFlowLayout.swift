/// Cover Flow's places for one display: the cells of the scene (the body above the captions),
/// the canvas drawn there and its resolution, and the card that shows the tracks. One value
/// for painting, requests and tests, so their geometry cannot disagree.
struct CoverFlowLayout: Equatable {
  /// Rows under the covers for the album and the artist (one on a tiny display).
  let captionRows: Int
  let scene: Rect
  /// Canvas pixels per cell: (1, 2) for half blocks, more when real pixels go out.
  let density: Size
  /// Drawn at this many times the density and averaged down, for smooth edges.
  let supersample: Int
  let projection: CoverFlowProjection

  init(body: Rect, pixelsPerCell: Size?) {
    captionRows = body.height >= 8 ? 2 : body.height >= 4 ? 1 : 0
    scene = Rect(x: body.x, y: body.y, width: body.width, height: max(0, body.height - captionRows))
    density = pixelsPerCell ?? Size(width: 1, height: 2)
    // Half blocks are few pixels: four samples each smooth the trapezoids' slanted edges.
    supersample = pixelsPerCell == nil ? 2 : 1
    projection = CoverFlowProjection(
      width: scene.width * density.width * supersample, height: scene.height * density.height * supersample)
  }

  var canvasWidth: Int { Int(projection.width) }
  var canvasHeight: Int { Int(projection.height) }

  /// The side in pixels to load covers at: the middle cover's, within reason.
  static let textureSide = 160

  /// The card on the cover's back, in cells: the middle cover's place, widened for titles.
  var card: Rect {
    let p = projection
    let cellW = Double(density.width * supersample)
    let cellH = Double(density.height * supersample)
    let side = 2 * p.scale
    let rows = max(3, Int((side / cellH).rounded()))
    let width = min(scene.width - 2, max(Int((side / cellW).rounded()), min(40, scene.width * 2 / 3)))
    let top = scene.y + max(0, Int(((p.horizon - p.scale) / cellH).rounded()))
    let height = min(rows, scene.maxY - top)
    return Rect(x: scene.x + (scene.width - width) / 2, y: top, width: max(0, width), height: max(0, height))
  }
}
