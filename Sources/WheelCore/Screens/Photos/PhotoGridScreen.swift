/// An album's thumbnails: the wheel moves the selection across the grid (scrolling a row at a
/// time), the center shows the photo full screen, ▶❚❚ starts the slideshow from it.
struct PhotoGridScreen: ScreenHome {
  let name: String
  let album: Int
  func title(in state: AppState) -> String { MenuCatalog.albumName(album, in: state) }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func deadlines(in state: AppState) -> [Double] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    let layout = PhotoGridLayout(body: state.layout.body)
    let count = state.photos.albumCount
    switch command {
    case .turn(let steps):
      let before = state.photos.cursor.selected
      guard state.photos.cursor.move(by: steps, count: count, columns: layout.columns, rows: layout.rows) else {
        return []
      }
      return state.clicks(forRows: state.photos.cursor.selected - before)
    case .select:
      if count > 0 { state.push(.photo(.viewer)) }
      return []
    case .playPause:
      return count > 0 ? state.startSlideshow(from: state.photos.cursor.selected) : nil
    case .pick:
      return []
    default:
      return nil
    }
  }

  /// Keeps the selection in view at this size, and asks for the thumbnails shown, then those
  /// a row either side (so a turn of the wheel finds them ready).
  func requests(in state: inout AppState) -> [Effect] {
    let layout = PhotoGridLayout(body: state.layout.body)
    state.photos.cursor.reveal(columns: layout.columns, rows: layout.rows)
    let count = state.photos.albumCount
    let first = state.photos.cursor.topRow * layout.columns
    let shown = first..<min(count, first + layout.visibleCount)
    let ahead =
      Array(shown) + Array(shown.upperBound..<min(count, shown.upperBound + layout.columns))
      + Array(max(0, first - layout.columns)..<first)
    let box = layout.thumbnailBox(density: state.photoDensity)
    state.photos.thumbnails.touch(shown.compactMap { state.photos.path(at: $0) })
    var effects: [Effect] = []
    for position in ahead {
      guard let path = state.photos.path(at: position), state.photos.thumbnails.needs(path, box: box) else { continue }
      state.photos.thumbnails.markPending(path, box: box)
      effects.append(.decodePhoto(PhotoRequest(path: path, purpose: .thumbnail, width: box.width, height: box.height)))
    }
    return effects
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    PhotoGridPainter.paint(state, in: body, into: &grid)
  }
}
