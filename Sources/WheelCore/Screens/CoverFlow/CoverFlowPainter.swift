/// Cover Flow's row of albums, the one in the middle largest, its name and artist below.
enum CoverFlowPainter {
  static func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let index = state.library.index
    guard !index.coverFlow.isEmpty else {
      DisplayPainter.centered("No albums", in: body, role: .rowDetail, into: &grid)
      return
    }
    let position = state.coverFlow.position(at: state.now)
    for slot in CoverFlowGeometry.slots(in: body, count: index.coverFlow.count, position: position) {
      let album = index.coverFlowAlbum(slot.album)
      let clipped = clip(slot.rect, to: body)
      CoverPainter.paint(state.covers.pictures[CoverArtCache.key(for: album)], name: album.name, in: slot.rect, clippedTo: clipped,
        shade: max(0.45, 1 - 0.2 * abs(slot.distance)), into: &grid)
    }
    let current = index.coverFlowAlbum(state.coverFlow.selected)
    let captionY = body.maxY - CoverFlowGeometry.captionRows
    DisplayPainter.centered(current.name, in: Rect(x: body.x, y: captionY, width: body.width, height: 1), role: .emphasis, into: &grid)
    DisplayPainter.centered(current.detail, in: Rect(x: body.x, y: captionY + 1, width: body.width, height: 1), role: .rowDetail, into: &grid)
  }

  static func clip(_ r: Rect, to bounds: Rect) -> Rect {
    let x0 = max(r.x, bounds.x), y0 = max(r.y, bounds.y)
    let x1 = min(r.maxX, bounds.maxX), y1 = min(r.maxY, bounds.maxY)
    return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }
}
