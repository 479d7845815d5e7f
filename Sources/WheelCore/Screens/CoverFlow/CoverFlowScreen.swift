/// Cover Flow: the wheel slides the row of albums, the center opens the album in the middle.
enum CoverFlowScreen: ScreenHome {
  static func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    let order = state.library.index.coverFlow
    switch command {
    case .turn(let steps):
      return state.coverFlow.move(by: steps, count: order.count, at: state.now) ? state.clickIfOn : []
    case .select:
      guard order.indices.contains(state.coverFlow.selected) else { return [] }
      state.push(.songList(.album(order[state.coverFlow.selected])))
      return []
    default: return nil
    }
  }

  /// The next frame of the slide between albums.
  static func deadlines(in state: AppState) -> [Double] {
    state.coverFlow.nextFrame(after: state.now).map { [$0] } ?? []
  }

  /// The covers of the albums in view, each asked for once.
  static func requests(in state: inout AppState) -> [Effect] {
    let index = state.library.index
    let body = state.layout.body
    let center = CoverFlowGeometry.centerSize(in: body)
    var effects: [Effect] = []
    for slot in CoverFlowGeometry.slots(in: body, count: index.coverFlow.count, position: Double(state.coverFlow.selected)) {
      let album = index.coverFlowAlbum(slot.album)
      let key = CoverArtCache.key(for: album)
      guard state.covers.needsLoading(key), let first = album.tracks.first else { continue }
      state.covers.markPending(key)
      effects.append(
        .loadCover(key: key, trackPath: state.library.index[first].path, width: center.width, height: center.height * 2))
    }
    return effects
  }

  static func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    CoverFlowPainter.paint(state, in: body, into: &grid)
  }
}

extension LibraryIndex {
  /// The album at a position of Cover Flow's row.
  func coverFlowAlbum(_ position: Int) -> LibraryGroup { albums[coverFlow[position]] }
}
