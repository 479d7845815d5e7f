/// Cover Flow's row of albums and the Photos viewer.
enum PicturePainter {
  static func paintCoverFlow(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let albums = state.library.index.albums
    guard !albums.isEmpty else {
      DisplayPainter.centered("No albums", in: body, role: .rowDetail, into: &grid)
      return
    }
    let position = state.coverFlow.position(at: state.now)
    for slot in CoverFlowGeometry.slots(in: body, count: albums.count, position: position) {
      let album = albums[slot.album]
      let clipped = clip(slot.rect, to: body)
      CoverPainter.paint(state.covers.pictures[CoverArtCache.key(for: album)], name: album.name, in: slot.rect, clippedTo: clipped,
        shade: max(0.45, 1 - 0.2 * abs(slot.distance)), into: &grid)
    }
    let current = albums[state.coverFlow.selected]
    let captionY = body.maxY - CoverFlowGeometry.captionRows
    DisplayPainter.centered(current.name, in: Rect(x: body.x, y: captionY, width: body.width, height: 1), role: .emphasis, into: &grid)
    DisplayPainter.centered(current.detail, in: Rect(x: body.x, y: captionY + 1, width: body.width, height: 1), role: .rowDetail, into: &grid)
  }

  static func paintPhotos(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let photos = state.photos
    guard let path = photos.currentPath else {
      DisplayPainter.centered("No photos", in: body, role: .rowDetail, into: &grid)
      return
    }
    let caption = "\(photos.index + 1) of \(photos.paths.count)  " + (path.split(separator: "/").last.map(String.init) ?? path)
    DisplayPainter.centered(caption, in: Rect(x: body.x, y: body.maxY - 1, width: body.width, height: 1), role: .rowDetail, into: &grid)
    let area = Rect(x: body.x, y: body.y, width: body.width, height: body.height - 1)
    guard let shown = photos.shown, shown.path == path else {
      DisplayPainter.centered("Loading…", in: area, role: .rowDetail, into: &grid)
      return
    }
    guard let picture = shown.picture else {
      DisplayPainter.centered("Can't show this picture", in: area, role: .notice, into: &grid)
      return
    }
    // The loader fitted the picture inside the area; center what came back.
    let w = min(area.width, picture.width), h = min(area.height, (picture.height + 1) / 2)
    let rect = Rect(x: area.x + (area.width - w) / 2, y: area.y + (area.height - h) / 2, width: w, height: h)
    CoverPainter.paintPicture(picture, in: rect, into: &grid)
  }

  static func clip(_ r: Rect, to bounds: Rect) -> Rect {
    let x0 = max(r.x, bounds.x), y0 = max(r.y, bounds.y)
    let x1 = min(r.maxX, bounds.maxX), y1 = min(r.maxY, bounds.maxY)
    return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }
}
