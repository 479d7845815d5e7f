/// A video playing full screen: the wheel sets the volume (or seeks in scrub mode, which the
/// center switches to, as on Now Playing), ▶❚❚ pauses, ⏭/⏮ jump 10 s, MENU leaves.
struct VideoPlayerScreen: ScreenHome {
  let name = "Videos"
  func title(in state: AppState) -> String { state.videos.player.item?.title ?? name }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }

  /// How far ⏭ and ⏮ jump.
  static let jumpSeconds = 10.0

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    guard state.videos.player.item != nil else { return command == .menu ? state.stopVideo() : nil }
    switch command {
    case .turn(let steps): return Self.turn(steps, in: &state)
    case .select:
      state.videos.player.wheelMode = state.videos.player.wheelMode == .volume ? .scrub : .volume
      state.videos.player.overlaySince = state.now
      return []
    case .playPause: return Self.togglePause(in: &state)
    case .next: return Self.seek(by: Self.jumpSeconds, in: &state)
    case .previous: return Self.seek(by: -Self.jumpSeconds, in: &state)
    case .menu: return state.stopVideo()
    case .pick: return []
    default: return nil
    }
  }

  static func togglePause(in state: inout AppState) -> [Effect] {
    switch state.videos.player.status {
    case .playing, .loading:
      state.videos.player.status = .paused
      return [.video(.pause)]
    case .paused:
      state.videos.player.status = .playing
      state.videos.player.overlaySince = state.now
      return [.video(.resume)]
    case .idle:
      return []
    }
  }

  /// In volume mode about 25 steps from silence to full; in scrub mode 1% of the video a step
  /// (at least a second).
  static func turn(_ steps: Int, in state: inout AppState) -> [Effect] {
    guard steps != 0 else { return [] }
    state.videos.player.overlaySince = state.now
    switch state.videos.player.wheelMode {
    case .volume:
      state.videos.player.volumeSince = state.now
      return state.changeVolume(by: steps)
    case .scrub: return Self.seek(by: Double(steps) * max(1, state.videos.player.duration / 100), in: &state)
    }
  }

  /// Moves within the video, staying inside it; frames of the old position are ignored from now.
  static func seek(by seconds: Double, in state: inout AppState) -> [Effect] {
    var video = state.videos.player
    let end = video.duration > 0 ? max(0, video.duration - 0.5) : .greatestFiniteMagnitude
    let target = min(end, max(0, video.position + seconds))
    guard target != video.position else { return [] }
    video.position = target
    video.generation += 1
    video.overlaySince = state.now
    state.videos.player = video
    return [.video(.seek(to: target, generation: video.generation))]
  }

  /// The overlay's end, and scrub mode's end after a while without a turn.
  func deadlines(in state: AppState) -> [Double] {
    guard let since = state.videos.player.overlaySince else { return [] }
    return [since + VideoPlayerState.overlaySeconds, since + PlayerState.scrubIdleSeconds]
  }

  /// A new display size asks for frames of the new size.
  func requests(in state: inout AppState) -> [Effect] {
    let video = state.videos.player
    if video.wheelMode == .scrub, let since = video.overlaySince, state.now >= since + PlayerState.scrubIdleSeconds {
      state.videos.player.wheelMode = .volume
    }
    guard video.isActive else { return [] }
    let box = state.videoPixelBox
    guard video.requestedSize != box else { return [] }
    state.videos.player.requestedSize = box
    return [.video(.resize(width: box.width, height: box.height))]
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    VideoPainter.paint(state, into: &grid)
  }
}
