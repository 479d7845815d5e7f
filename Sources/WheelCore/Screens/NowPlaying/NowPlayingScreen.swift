/// Now Playing: the wheel sets the volume, or seeks in scrub mode, or sets the song's stars on
/// the rating page, or moves through the lyrics page; the center steps through them
/// (`WheelMode.next(hasLyrics:)`). The volume bar and scrub mode time out with the player (`AppState.deadlines`), since
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
    case .menu where state.player.wheelMode == .lyrics:
      state.player.wheelMode = .volume  // MENU leaves the lyrics page first, then Now Playing
      return []
    default: return nil
    }
  }

  /// The album art beside the song; kept under its own key (the song's album and album artist).
  func requests(in state: inout AppState) -> [Effect] {
    guard let track = state.currentTrack, let rect = state.layout.nowPlayingArt else { return [] }
    let key = Self.coverKey(track)
    guard state.covers.needsLoading(shown: key) else { return [] }
    state.covers.markPending(key)
    return [.loadCover(key: key, trackPath: track.path, width: rect.width, height: rect.height * 2)]
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    if state.player.wheelMode == .lyrics, state.lyrics.has(for: state.currentTrack?.path) {
      LyricsPage.paint(state, in: body, into: &grid)
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
    let lines = NowPlayingPainter.lines(of: track, chapter: chapter, stars: NowPlayingPainter.starLine(state), in: body)
    let paths = lines.map { Marquee.stops($0.0, width: room, in: state.environment.widths) }
    return state.marquee.nextChange(paths: paths, at: state.now)
  }

  static func coverKey(_ track: Track) -> String {
    "now\u{1F}" + track.album + "\u{1F}" + (track.albumArtist.isEmpty ? track.artist : track.albumArtist)
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
    case .rating:
      return state.rateCurrentSong(by: steps)
    }
  }
}
