/// Cover Flow: the wheel slides the row of albums; the center turns the middle cover round to
/// its tracks, where the wheel chooses one and the center plays the album from it; MENU turns
/// the cover back (and leaves Cover Flow from the front).
struct CoverFlowScreen: ScreenHome {
  let name = "Cover Flow"
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    if let flip = state.coverFlow.flip, flip.isOver(at: state.now) { state.coverFlow.flip = nil }
    if state.coverFlow.flip != nil { return Self.performOnBack(command, in: &state) }
    let order = state.library.index.coverFlow
    switch command {
    case .turn(let steps):
      return state.coverFlow.move(by: steps, count: order.count, at: state.now) ? state.clickIfOn : []
    case .select:
      guard order.indices.contains(state.coverFlow.selected) else { return [] }
      state.coverFlow.flip = CoverFlowFlip(album: state.coverFlow.selected, at: state.now)
      return []
    default: return nil
    }
  }

  /// The back of the flipped cover: the wheel walks its tracks, center plays, MENU turns back.
  private static func performOnBack(_ command: Command, in state: inout AppState) -> [Effect]? {
    guard var flip = state.coverFlow.flip else { return nil }
    let order = state.library.index.coverFlow
    let album = order[flip.album]
    let count = state.library.index.albums[album].tracks.count
    let rows = CoverFlowBack.visibleRows(
      CoverFlowLayout(body: state.layout.body, pixelsPerCell: state.pixelsPerCell).card)
    switch command {
    case .turn(let steps):
      let before = flip.cursor.selected
      flip.cursor.move(by: steps, count: count, visibleRows: rows)
      state.coverFlow.flip = flip
      return state.clicks(forRows: flip.cursor.selected - before)
    case .select:
      guard flip.showsList(at: state.now) else { return [] }
      return state.play(.album(album), from: flip.cursor.selected)
    case .menu:
      // A second MENU while the cover turns back leaves Cover Flow, as it would once round.
      if flip.closing {
        state.coverFlow.flip = nil
        return nil
      }
      flip.close(at: state.now)
      state.coverFlow.flip = flip
      return []
    default: return nil
    }
  }

  /// The next frame of the slide or the flip.
  func deadlines(in state: AppState) -> [Double] {
    state.coverFlow.nextFrame(after: state.now).map { [$0] } ?? []
  }

  /// The covers of the albums in view, each asked for once.
  func requests(in state: inout AppState) -> [Effect] {
    let index = state.library.index
    let layout = CoverFlowLayout(body: state.layout.body, pixelsPerCell: state.pixelsPerCell)
    let side = CoverFlowLayout.textureSide
    var effects: [Effect] = []
    for (position, _) in layout.projection.visible(
      count: index.coverFlow.count, position: Double(state.coverFlow.selected))
    {
      let album = index.coverFlowAlbum(position)
      let key = CoverArtCache.key(for: album)
      guard state.covers.needsLoading(shown: key), let first = album.tracks.first else { continue }
      state.covers.markPending(key)
      effects.append(.loadCover(key: key, trackPath: state.library.index[first].path, width: side, height: side))
    }
    return effects
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    CoverFlowPainter.paint(state, in: body, into: &grid)
  }
}

extension LibraryIndex {
  /// The album at a position of Cover Flow's row.
  func coverFlowAlbum(_ position: Int) -> LibraryGroup { albums[coverFlow[position]] }
}
