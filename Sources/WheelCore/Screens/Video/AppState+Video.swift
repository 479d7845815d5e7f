/// Starting and stopping a video, and what the video adapter reports back.
extension AppState {
  /// The pixel box frames are fitted in: the whole display, two pixels a cell (one above the other).
  var videoPixelBox: Size {
    let display = layout.display
    return Size(width: max(1, display.width), height: max(1, display.height * 2))
  }

  /// Plays the `row`-th video of a list full screen, the list after it in its order, or
  /// shuffled from it when Video Settings > Shuffle is on.
  mutating func playVideo(_ list: VideoList, row: Int) -> [Effect] {
    let count = videos.library.videos(of: list).count
    guard (0..<count).contains(row) else { return [] }
    guard settings.video.shuffle else { return playVideo(list, order: Array(0..<count), place: row) }
    let others = shuffler.shuffleSongs((0..<count).filter { $0 != row }.map { Int32($0) }).map { Int($0) }
    return playVideo(list, order: [row] + others, place: 0)
  }

  /// What plays when a video ends: the same one (Repeat One), the next in the order, round
  /// again from its start (Repeat All), or nothing more: the list shows again.
  mutating func playNextVideo() -> [Effect] {
    let player = videos.player
    guard let list = player.list else { return stopVideo() }
    switch settings.video.repeatMode {
    case .one: return playVideo(list, order: player.order, place: player.place)
    case .all: return playVideo(list, order: player.order, place: (player.place + 1) % max(1, player.order.count))
    case .off:
      guard player.place + 1 < player.order.count else { return stopVideo() }
      return playVideo(list, order: player.order, place: player.place + 1)
    }
  }

  /// Plays the video at `place` of `order` (rows of `list`) full screen. Music stops being
  /// loaded: the video's sound takes the music output, and ▶ on Now Playing later starts the
  /// song again where it was.
  private mutating func playVideo(_ list: VideoList, order: [Int], place: Int) -> [Effect] {
    let chosen = videos.library.videos(of: list)
    guard order.indices.contains(place), chosen.indices.contains(order[place]) else { return stopVideo() }
    let item = videos.library.items[chosen[order[place]]]
    var effects: [Effect] = []
    if player.status == .playing {
      player.status = .paused
      effects.append(.saveResume(resumeState))
    }
    player.loaded = false
    var video = VideoPlayerState()
    video.item = item
    (video.list, video.order, video.place) = (list, order, place)
    video.status = .loading
    video.duration = item.duration
    video.generation = videos.player.generation + 1
    video.overlaySince = now
    let box = videoPixelBox
    video.requestedSize = box
    videos.player = video
    if screen != .videoPlayer { push(.videoPlayer) }
    return effects + [
      .setVolume(musicGain),
      .video(.play(path: item.path, at: 0, width: box.width, height: box.height, generation: video.generation)),
    ]
  }

  /// Leaves the video: the picture and its sound stop, the list it came from shows again.
  mutating func stopVideo() -> [Effect] {
    let wasActive = videos.player.item != nil
    let generation = videos.player.generation
    videos.player = VideoPlayerState()
    videos.player.generation = generation
    stack.removeAll { $0.screen == .videoPlayer }
    clampCursor()
    return wasActive ? [.video(.stop)] : []
  }

  mutating func receiveVideo(_ event: VideoEvent) -> [Effect] {
    switch event {
    case .listed(let items):
      videos.library = VideoLibrary(items, playlists: videos.playlists)
      clampCursor()
      return []
    case .playlistsListed(let playlists):
      videos.playlists = playlists
      videos.library = VideoLibrary(videos.library.items, playlists: playlists)
      clampCursor()
      return []
    case .started(let path, let duration, _, _):
      guard path == videos.player.item?.path else { return [] }
      if duration > 0 { videos.player.duration = PlayerState.sane(duration) }
      if videos.player.status == .loading { videos.player.status = .playing }
      return []
    case .frame(let frame):
      guard frame.path == videos.player.item?.path, frame.generation == videos.player.generation else { return [] }
      videos.player.frame = frame
      videos.player.position = PlayerState.sane(frame.pts)
      videos.player.framesShown += 1
      if videos.player.status == .loading { videos.player.status = .playing }
      return []
    case .finished(let path):
      guard path == videos.player.item?.path else { return [] }
      return playNextVideo()
    case .failed(let path, let reason):
      guard path == videos.player.item?.path else { return [] }
      let title = videos.player.item?.title ?? path
      let effects = stopVideo()
      showNotice("Can't play \(title): \(reason)")
      return effects
    }
  }
}
