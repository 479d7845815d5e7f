/// Now Playing: the wheel sets the volume, or seeks in scrub mode, or sets the song's stars on
/// the rating page, or moves through the lyrics page; the album-art page shows the cover alone,
/// as big as the display holds. The center steps through them (`WheelMode.next(hasLyrics:)`). The volume bar and scrub mode time out with the player (`AppState.deadlines`), since
/// they must end even when the user has left this screen.
struct NowPlayingScreen: ScreenHome {
  let name = "Now Playing"
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps): return Self.turn(steps, in: &state)
    case .select:
      state.player.wheelMode = state.player.wheelMode.next(hasLyrics: state.lyrics.has(for: state.currentTrack?.path))
      state.player.lastWheelTime = state.now
      return []
    case .menu where state.player.wheelMode.closesWithMenu:
      state.player.wheelMode = .volume  // MENU leaves the art or lyrics page first, then Now Playing
      return []
    default: return nil
    }
  }

  /// The album art beside the song, or on the art page the display's size of it; each kept
  /// under its own key (the song's album and album artist), as they are decoded at their size.
  func requests(in state: inout AppState) -> [Effect] {
    guard let track = state.currentTrack else { return [] }
    let onArtPage = state.player.wheelMode == .art
    guard let rect = onArtPage ? state.layout.nowPlayingBigArt : state.layout.nowPlayingArt, !rect.isEmpty else {
      return []
    }
    let key = onArtPage ? Self.artPageKey(track) : Self.coverKey(track)
    guard state.covers.needsLoading(shown: key) else { return [] }
    state.covers.markPending(key)
    return [.loadCover(key: key, trackPath: track.path, width: rect.width, height: rect.height * 2)]
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    if state.player.wheelMode == .lyrics, state.lyrics.has(for: state.currentTrack?.path) {
      LyricsPage.paint(state, in: body, into: &grid)
      return
    }
    if state.player.wheelMode == .art, let track = state.currentTrack {
      Self.paintArtPage(state, track: track, in: body, into: &grid)
      return
    }
    NowPlayingPainter.paint(state, in: body, into: &grid)
  }

  /// Only while a line of the song is cut: the next step of its marquee.
  func deadlines(in state: AppState) -> [Double] {
    guard let track = state.currentTrack else { return [] }
    let body = state.layout.body
    let room = NowPlayingPainter.textWidth(state, in: body)
    let chapter = NowPlayingPainter.chapter(state)?.title
    let lines = NowPlayingPainter.lines(
      of: track, chapter: chapter, stars: NowPlayingPainter.starLine(state), in: state.layout.nowPlayingColumn ?? body)
    let paths = lines.map { Marquee.stops($0.0, width: room, in: state.environment.widths) }
    return state.marquee.nextChange(paths: paths, at: state.now)
  }

  static func coverKey(_ track: Track) -> String {
    "now\u{1F}" + track.album + "\u{1F}" + (track.albumArtist.isEmpty ? track.artist : track.albumArtist)
  }

  /// The art page's cover: the same album, decoded at the display's size.
  static func artPageKey(_ track: Track) -> String { "big" + coverKey(track) }

  /// The cover alone, as big as the display holds; "No artwork" when the album has none
  /// (a generated cover at that size would pass for the album's own), blank while it loads.
  static func paintArtPage(_ state: AppState, track: Track, in body: Rect, into grid: inout Grid) {
    let key = artPageKey(track)
    let rect = state.layout.nowPlayingBigArt
    if let picture = state.covers.pictures[key], !rect.isEmpty {
      CoverPainter.paint(picture, name: track.album, in: rect, clippedTo: rect, into: &grid)
    } else if state.covers.missing.contains(key) {
      DisplayPainter.centered("No artwork", in: body, role: .rowDetail, into: &grid)
    }
  }

  /// 1% of the song a step in scrub mode; in volume mode about 25 steps from silence to full.
  static func turn(_ steps: Int, in state: inout AppState) -> [Effect] {
    guard steps != 0 else { return [] }
    state.player.lastWheelTime = state.now
    switch state.player.wheelMode {
    case .volume:
      return state.changeVolume(by: steps)
    case .scrub:
      return state.seek(by: Double(steps) * max(1, state.player.duration / 100))
    case .lyrics:
      return LyricsPage.turn(steps, in: &state)
    case .art:
      // The art page has nothing to move: the wheel is the volume again, with its bar.
      state.player.wheelMode = .volume
      return state.changeVolume(by: steps)
    case .rating:
      return state.rateCurrentSong(by: steps)
    }
  }
}
