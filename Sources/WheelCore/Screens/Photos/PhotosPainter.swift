/// The photo shown, fitted and centered, with its number and name below.
enum PhotosPainter {
  static func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
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
}
