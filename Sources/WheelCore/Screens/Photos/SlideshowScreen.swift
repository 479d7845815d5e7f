/// The slideshow: photos change by themselves after Time Per Slide, with the chosen
/// transition; the wheel and ⏭/⏮ go ahead or back at once; the center or ▶❚❚ pauses (the
/// music too); MENU stops on the photo shown.
struct SlideshowScreen: ScreenHome {
  let name = "Photos"
  func title(in state: AppState) -> String { MenuCatalog.albumName(state.photos.album, in: state) }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    guard state.photos.slideshow != nil else { return nil }
    switch command {
    case .turn(let steps): return Self.skip(by: steps, in: &state)
    case .next: return Self.skip(by: 1, in: &state)
    case .previous: return Self.skip(by: -1, in: &state)
    case .select, .playPause: return state.toggleSlideshowPause()
    case .menu:
      state.endSlideshow()
      return []
    case .pick: return []
    default: return nil
    }
  }

  private static func skip(by steps: Int, in state: inout AppState) -> [Effect] {
    guard var show = state.photos.slideshow, show.skip(by: steps, at: state.now) else { return [] }
    state.photos.slideshow = show
    Self.follow(show, in: &state)
    return state.clickIfOn
  }

  /// The grid and full screen under the show keep up with the photo shown.
  private static func follow(_ show: Slideshow, in state: inout AppState) {
    let layout = PhotoGridLayout(body: state.layout.body)
    state.photos.cursor.select(show.current, count: show.count, columns: layout.columns, rows: layout.rows)
  }

  func deadlines(in state: AppState) -> [Double] {
    state.photos.slideshow?.nextFrame(after: state.now).map { [$0] } ?? []
  }

  /// Moves the show on when its slide's time is up (the next photo decoded, unreadable ones
  /// skipped), ends it after the last photo without Repeat, and asks for the photo shown,
  /// the next, and the one a transition comes from.
  func requests(in state: inout AppState) -> [Effect] {
    guard var show = state.photos.slideshow else { return [] }
    let photos = state.photos
    let moved = show.advance(at: state.now, ready: { photos.fullReady($0) })
    state.photos.slideshow = show  // kept either way: waiting may have added a round
    if moved {
      Self.follow(show, in: &state)
      if show.finished {
        state.endSlideshow()
        return []
      }
    }
    let next = show.upcoming { photos.fullReady($0) == false }
    let wanted = [show.current] + (next.map { [$0] } ?? []) + (show.transition.map { [$0.from] } ?? [])
    return FullPhotoPainter.requests(for: wanted, in: &state)
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    guard let show = state.photos.slideshow else { return }
    // Full screen while it runs; paused, it says so and where it is.
    let caption = show.isPaused ? "\(state.glyphs.paused)  \(show.current + 1) of \(show.count)" : nil
    FullPhotoPainter.paint(
      state, position: show.current, change: show.progress(at: state.now).map { ($0.change, $0.fraction) },
      caption: caption, into: &grid)
  }
}
