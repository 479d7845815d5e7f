/// The main menu ("iPod"): a list, and with Settings > Main Menu Style on Split the 6G's
/// look, the rows on the left half and a picture on the right: the song playing's cover, else
/// the first photo, else the first album of Cover Flow's order. Everything but the painting
/// and the pictures it asks for is the list's.
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

  /// The right half's picture box: as tall as the display and twice as wide in cells (cells
  /// are about twice as tall as wide), centered there; nil where the display is too small to split.
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

  /// The photo shown while nothing plays: the library's first.
  static func photo(in state: AppState) -> String? {
    state.currentTrack == nil ? state.photos.listing?.paths.first : nil
  }

  func requests(in state: inout AppState) -> [Effect] {
    guard state.settings.mainMenuStyle == .split, let art = Self.artRect(in: state.layout.body) else { return [] }
    let box = Size(width: art.width, height: art.height * 2)
    if let path = Self.photo(in: state) {
      guard state.photos.thumbnails.needs(path, box: box) else { return [] }
      state.photos.thumbnails.markPending(path, box: box)
      return [.decodePhoto(PhotoRequest(path: path, purpose: .thumbnail, width: box.width, height: box.height))]
    }
    guard let cover = Self.cover(in: state), state.covers.needsLoading(shown: cover.key) else { return [] }
    state.covers.markPending(cover.key)
    return [.loadCover(key: cover.key, trackPath: cover.path, width: box.width, height: box.height)]
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    guard state.settings.mainMenuStyle == .split, let art = Self.artRect(in: body) else {
      list.paint(state, in: body, into: &grid)
      return
    }
    list.paint(state, in: Rect(x: body.x, y: body.y, width: body.width / 2, height: body.height), into: &grid)
    if let path = Self.photo(in: state) {
      // Fitted inside the box when decoded: drawn at its own size, in the middle of it.
      guard let picture = state.photos.thumbnails.picture(path) else { return }
      let size = Size(width: min(art.width, picture.width), height: min(art.height, (picture.height + 1) / 2))
      let at = Rect(
        x: art.x + (art.width - size.width) / 2, y: art.y + (art.height - size.height) / 2, width: size.width,
        height: size.height)
      CoverPainter.paintPicture(picture, in: at, into: &grid)
    } else if let cover = Self.cover(in: state) {
      CoverPainter.paint(state.covers.pictures[cover.key], name: cover.name, in: art, clippedTo: art, into: &grid)
    }
  }
}
