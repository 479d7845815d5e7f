/// The main menu ("iPod"): a list, and with Settings > Main Menu Style on Split the 6G's
/// look, the rows on the left half and a cover on the right (the song playing's, else the
/// first album of Cover Flow's order). Everything but the painting is the list's.
struct MainMenuScreen: ScreenHome {
  let list = ListScreen("iPod", rows: MenuCatalog.main)
  var name: String { list.name }
  func title(in state: AppState) -> String { list.title(in: state) }
  func content(in state: AppState) -> ListContent? { list.content(in: state) }
  func perform(_ command: Command, in state: inout AppState) -> [Effect]? { list.perform(command, in: &state) }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { list.tick(at: time, in: &state) }
  func deadlines(in state: AppState) -> [Double] { list.deadlines(in: state) }
  func leave(for next: Screen, in state: inout AppState) { list.leave(for: next, in: &state) }
  var takesText: Bool { list.takesText }

  /// The right half's cover: as tall as the display and twice as wide in cells (cells are
  /// about twice as tall as wide), centered there; nil where the display is too small to split.
  static func artRect(in body: Rect) -> Rect? {
    let half = body.width / 2
    let rows = min(body.height - 1, (body.width - half - 2) / 2)
    guard body.width >= 30, rows >= 4 else { return nil }
    let x = body.x + half + (body.width - half - rows * 2) / 2
    return Rect(x: x, y: body.y + (body.height - rows) / 2, width: rows * 2, height: rows)
  }

  /// The cover shown and its key: the song playing's, else the first album in Cover Flow.
  static func cover(in state: AppState) -> (key: String, name: String, path: String)? {
    if let track = state.currentTrack { return (NowPlayingScreen.coverKey(track), track.album, track.path) }
    let index = state.library.index
    guard let first = index.coverFlow.first, let album = index.albums[safe: first], let song = album.tracks.first
    else { return nil }
    return (CoverArtCache.key(for: album), album.name, index[song].path)
  }

  func requests(in state: inout AppState) -> [Effect] {
    guard state.settings.mainMenuStyle == .split, let art = Self.artRect(in: state.layout.body),
      let cover = Self.cover(in: state), state.covers.needsLoading(shown: cover.key)
    else { return [] }
    state.covers.markPending(cover.key)
    return [.loadCover(key: cover.key, trackPath: cover.path, width: art.width, height: art.height * 2)]
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    guard state.settings.mainMenuStyle == .split, let art = Self.artRect(in: body) else {
      list.paint(state, in: body, into: &grid)
      return
    }
    list.paint(state, in: Rect(x: body.x, y: body.y, width: body.width / 2, height: body.height), into: &grid)
    guard let cover = Self.cover(in: state) else { return }
    CoverPainter.paint(state.covers.pictures[cover.key], name: cover.name, in: art, clippedTo: art, into: &grid)
  }
}
