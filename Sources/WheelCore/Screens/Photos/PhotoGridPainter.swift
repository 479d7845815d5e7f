/// The thumbnail grid on the display's white: each photo fitted in its tile, a grey tile while
/// it decodes, a red X on a photo that cannot be read; the selected tile framed in the
/// selection's blue; "3 of 120" and the name below.
enum PhotoGridPainter {
  static let background = RGB(0xF7F8F8)
  static let loading = RGB(0xD9DBDE)
  static let selection = RGB(0x2F6FD6)

  static func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let photos = state.photos
    let count = photos.albumCount
    guard count > 0 else {
      DisplayPainter.centered(
        photos.listing == nil ? "Reading photos…" : "No photos", in: body, role: .rowDetail, into: &grid)
      return
    }
    let layout = PhotoGridLayout(body: body)
    let d = state.photoDensity
    var canvas = PixelCanvas(
      width: layout.area.width * d.width, height: layout.area.height * d.height, fill: background)
    let first = photos.cursor.topRow * layout.columns
    for slot in 0..<layout.visibleCount {
      let position = first + slot
      guard position < count, let path = photos.path(at: position) else { break }
      let cell = layout.tileRect(slot: slot)
      let x = (cell.x - layout.area.x) * d.width
      let y = (cell.y - layout.area.y) * d.height
      let w = cell.width * d.width
      let h = cell.height * d.height
      if let picture = photos.thumbnails.picture(path) {
        canvas.drawFitted(picture, x: x, y: y, width: w, height: h)
      } else if photos.thumbnails.problem(path) != nil {
        canvas.drawUnreadable(x: x, y: y, width: w, height: h)
      } else {
        canvas.fill(x: x, y: y, width: w, height: h, loading)
      }
      if position == photos.cursor.selected {
        canvas.frame(
          x: x, y: y, width: w, height: h, thickness: max(1, d.width / 2), tall: max(1, d.height / 4), selection)
      }
    }
    canvas.show(in: layout.area, density: d, into: &grid, placing: state.pixelsPerCell != nil)
    paintCaption(state, in: Rect(x: body.x, y: body.maxY - 1, width: body.width, height: 1), into: &grid)
  }

  /// "3 of 120  IMG_0003.jpg", or what is wrong with the selected photo.
  static func paintCaption(_ state: AppState, in line: Rect, into grid: inout Grid) {
    let photos = state.photos
    guard let path = photos.selectedPath else { return }
    let place = "\(photos.cursor.selected + 1) of \(photos.albumCount)"
    if let problem = photos.thumbnails.problem(path) ?? photos.full.problem(path) {
      DisplayPainter.centered(place + "  Can't read: " + problem, in: line, role: .notice, into: &grid)
    } else {
      DisplayPainter.centered(place + "  " + fileName(path), in: line, role: .rowDetail, into: &grid)
    }
  }

  /// The file's name, safe to draw (a name on disk may hold control characters).
  static func fileName(_ path: String) -> String {
    TextWidth.sanitized(path.split(separator: "/").last.map(String.init) ?? path)
  }
}
