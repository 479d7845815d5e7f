/// Cover Flow: the wheel slides the row of albums, the center opens the album in the middle.
enum CoverFlowScreen: ScreenHome {
  static func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    let albums = state.library.index.albums
    switch command {
    case .turn(let steps):
      return state.coverFlow.move(by: steps, count: albums.count, at: state.now) ? state.clickIfOn : []
    case .select:
      guard albums.indices.contains(state.coverFlow.selected) else { return [] }
      state.push(.songList(.album(state.coverFlow.selected)))
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
    let albums = state.library.index.albums
    let body = state.layout.body
    let center = CoverFlowGeometry.centerSize(in: body)
    var effects: [Effect] = []
    for slot in CoverFlowGeometry.slots(in: body, count: albums.count, position: Double(state.coverFlow.selected)) {
      let album = albums[slot.album]
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
