/// Following a player that others can drive (MPD): its report wins over what the core last asked
/// for, so a song changed by another client shows at once and the queue moves on from there.
extension AppState {
  mutating func follow(_ report: PlayerReport) -> [Effect] {
    followVolume(report.volume)
    // Until the player has the song ipodtui sent it, what it says is from before that (a ⏭
    // pressed while a report was on its way must not be undone by it).
    if let awaited = player.awaited {
      guard report.path == awaited else { return [] }
      player.awaited = nil
    }
    // A stopped player has nothing loaded, as a stopped iPod: there is no song to show.
    guard let path = report.path, report.state != .stopped else { return followStopped() }
    guard path != currentTrack?.path else { return followState(report) }
    if path == upcomingTrack?.path, var queue = player.queue, queue.advance(repeatMode: settings.repeatMode) {
      // The player moved on to the song the core had queued (it ended, or ⏭ elsewhere).
      player.queue = queue
      let effects = followState(report)
      return effects + [.queueNext(upcomingTrack)]
    }
    if let queue = player.queue, let at = queue.tracks.firstIndex(where: { library.index[$0].path == path }) {
      // A song of ipodtui's own queue (a late report, or a jump by another client).
      var moved = queue
      moved.jump(to: at)
      player.queue = moved
      return followState(report) + [.queueNext(upcomingTrack)]
    }
    // Something else altogether: take the player's queue as it is, as far as the library knows it.
    let paths = report.queue.isEmpty ? [path] : report.queue
    var byPath: [String: Int32] = [:]
    for (i, track) in library.index.tracks.enumerated() { byPath[track.path] = Int32(i) }
    var tracks: [Int32] = []
    var position = 0
    for (i, p) in paths.enumerated() {
      guard let found = byPath[p] else { continue }
      if p == path, i == (report.position ?? i) { position = tracks.count }
      tracks.append(found)
    }
    guard tracks.contains(where: { library.index[$0].path == path }) else { return [] }  // not in the library (yet)
    player.queue = PlayQueue(tracks: tracks, position: position)
    player.wheelMode = .volume
    clampCursor()  // the main menu gains Now Playing
    return followState(report)
  }

  /// Playing, paused or stopped, and where in the song, as the player says.
  private mutating func followState(_ report: PlayerReport) -> [Effect] {
    switch report.state {
    case .playing: player.status = .playing
    case .paused: player.status = .paused
    case .stopped: player.status = .stopped
    }
    player.loaded = report.state != .stopped
    player.failuresInARow = 0
    if (player.hold?.seeks ?? 0) == 0 { player.elapsed = PlayerState.sane(report.elapsed) }
    let duration = PlayerState.sane(report.duration)
    player.duration = duration > 0 ? duration : PlayerState.sane(currentTrack?.duration ?? 0)
    return []
  }

  /// The player stopped with nothing current: the queue ran out (as after the last song), or
  /// another client stopped it, which leaves the queue where it was.
  private mutating func followStopped() -> [Effect] {
    guard player.queue != nil, player.status != .stopped else { return [] }
    if player.status == .playing, upcomingTrack == nil { return finishQueue() }
    return stop()
  }

  /// The player's volume in wheel steps, when it differs from ours by more than rounding.
  private mutating func followVolume(_ percent: Int?) {
    guard let percent, (0...100).contains(percent) else { return }
    let gain = Double(percent) / 100
    guard abs(gain - musicGain) >= 0.01 else { return }
    let limit = max(0.1, Double(settings.volumeLimit) / 100)
    let step = (min(1, gain / limit)).squareRoot() * Double(Settings.volumeSteps)
    settings.volume = min(Settings.volumeSteps, max(0, Int(step.rounded())))
  }
}
