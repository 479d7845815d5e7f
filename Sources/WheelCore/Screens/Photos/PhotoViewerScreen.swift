/// One photo full screen: the wheel (and ⏭/⏮) goes to the previous or next photo, the center
/// or ▶❚❚ starts the slideshow from it, MENU goes back to the grid with it selected.
struct PhotoViewerScreen: ScreenHome {
  let name = "Photos"
  func title(in state: AppState) -> String { MenuCatalog.albumName(state.photos.album, in: state) }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func deadlines(in state: AppState) -> [Double] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps): return Self.move(by: steps, in: &state)
    case .next: return Self.move(by: 1, in: &state)
    case .previous: return Self.move(by: -1, in: &state)
    case .select, .playPause: return state.startSlideshow(from: state.photos.cursor.selected)
    case .pick: return []
    default: return nil
    }
  }

  private static func move(by steps: Int, in state: inout AppState) -> [Effect] {
    let layout = PhotoGridLayout(body: state.layout.body)
    let before = state.photos.cursor.selected
    guard
      state.photos.cursor.move(by: steps, count: state.photos.albumCount, columns: layout.columns, rows: layout.rows)
    else { return [] }
    return state.clicks(forRows: state.photos.cursor.selected - before)
  }

  /// The photo shown, then the next and the previous (a turn either way finds them ready).
  func requests(in state: inout AppState) -> [Effect] {
    let i = state.photos.cursor.selected
    return FullPhotoPainter.requests(for: [i, i + 1, i - 1].filter { $0 >= 0 }, in: &state)
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    FullPhotoPainter.paint(state, position: state.photos.cursor.selected, change: nil, caption: nil, into: &grid)
  }
}
