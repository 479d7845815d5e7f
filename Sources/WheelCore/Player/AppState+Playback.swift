/// Choosing songs, the transport buttons, and what the audio engine reports back.
extension AppState {
  public var currentTrack: Track? {
    guard let i = player.queue?.current, library.index.tracks.indices.contains(Int(i)) else { return nil }
    return library.index[i]
  }

  /// Music gain for the volume step: squared, so that the steps sound even, then the limit.
  public var musicGain: Double {
    let v = Double(settings.volume) / Double(Settings.volumeSteps)
    return v * v * Double(settings.volumeLimit) / 100
  }

  /// Plays a song list from a row, shuffled when Shuffle is on, and shows Now Playing.
  mutating func play(_ list: SongList, from row: Int) -> [Effect] {
    let tracks = library.tracks(of: list)
    guard tracks.indices.contains(row) else { return [] }
    let chosen = tracks[row]
    var order = tracks
    var position = row
    switch settings.shuffle {
    case .off: break
    case .songs:
      order = shuffler.shuffleSongs(tracks, first: chosen)
      position = 0
    case .albums:
      let index = library.index
      order = shuffler.shuffleAlbums(tracks) { index[$0].album }
      position = order.firstIndex(of: chosen) ?? 0
    }
    return startQueue(PlayQueue(tracks: order, position: position))
  }

  /// "Shuffle Songs": the whole library in random order (by album when Shuffle is Albums).
  mutating func shuffleAll() -> [Effect] {
    let songs = library.index.songs
    guard !songs.isEmpty else { return [] }
    let index = library.index
    let order =
      settings.shuffle == .albums
      ? shuffler.shuffleAlbums(shuffler.shuffleSongs(songs)) { index[$0].album }
      : shuffler.shuffleSongs(songs)
    return startQueue(PlayQueue(tracks: order))
  }

  mutating func startQueue(_ queue: PlayQueue) -> [Effect] {
    player.queue = queue
    player.wheelMode = .volume
    if screen != .nowPlaying { push(.nowPlaying) }
    return start(at: 0)
  }

  /// Starts the current song and tells the engine what follows it.
  mutating func start(at seconds: Double) -> [Effect] {
    guard let track = currentTrack else { return [] }
    let seconds = PlayerState.position(seconds, inSongOf: track.duration)
    if let problem = environment.soundProblem {
      // Nothing can sound: show the song, paused, and say why instead of a clock that never moves.
      player.status = .paused
      player.loaded = false
      player.elapsed = seconds
      player.duration = track.duration
      showNotice(problem.whyNothingPlays)
      return [.stopPlayback]  // nothing to stop, but the queue moved: it is saved
    }
    player.status = .playing
    player.loaded = true
    player.elapsed = seconds
    player.duration = track.duration
    // The volume goes first, so that no sample of the song is heard at the engine's old gain.
    return [.setVolume(musicGain), .play(track, at: seconds), .queueNext(upcomingTrack)]
  }

  /// The song the engine should continue with when the current one ends by itself.
  var upcomingTrack: Track? {
    guard let queue = player.queue, let next = queue.upcoming(repeatMode: settings.repeatMode) else { return nil }
    let i = queue.tracks[next]
    return library.index.tracks.indices.contains(Int(i)) ? library.index[i] : nil
  }

  mutating func playPause() -> [Effect] {
    guard player.queue != nil else { return [] }
    switch player.status {
    case .playing:
      player.status = .paused
      return [.pausePlayback]
    case .paused:
      guard player.loaded else { return start(at: player.elapsed) }
      player.status = .playing
      return [.resumePlayback]
    case .stopped:
      return start(at: player.elapsed)
    }
  }

  /// ⏭ pressed: the next chapter of a book, else the next song (from the start), or the end
  /// of the queue.
  mutating func skipForward() -> [Effect] {
    guard var queue = player.queue else { return [] }
    if let moved = skipChapter(forward: true) { return moved }
    let moved = queue.skipForward(repeatMode: settings.repeatMode)
    player.queue = queue
    guard moved else { return stop() }
    return player.status == .playing ? start(at: 0) : restartPaused()
  }

  /// ⏮ pressed: within a book's chapters as ⏭; else restart when 3 s or more has played,
  /// else the song before.
  mutating func skipBack() -> [Effect] {
    guard var queue = player.queue else { return [] }
    if let moved = skipChapter(forward: false) { return moved }
    _ = queue.skipBack(elapsed: player.elapsed, repeatMode: settings.repeatMode)
    player.queue = queue
    return player.status == .playing ? start(at: 0) : restartPaused()
  }

  /// A skip while paused or stopped moves to the song without playing it.
  private mutating func restartPaused() -> [Effect] {
    player.elapsed = 0
    player.duration = currentTrack?.duration ?? 0
    player.status = .stopped
    player.loaded = false
    return [.stopPlayback]
  }

  mutating func stop() -> [Effect] {
    player.status = .stopped
    player.loaded = false
    player.elapsed = 0
    return [.stopPlayback]
  }

  /// The queue ran out (the last song ended with Repeat Off). As on the iPod,
  /// nothing stays loaded: Now Playing closes back onto the menu it was opened from and leaves
  /// the main menu, instead of standing at 0:00 with no play state.
  mutating func finishQueue() -> [Effect] {
    let effects = stop()
    player.queue = nil
    player.duration = 0
    player.wheelMode = .volume
    stack.removeAll { $0.screen == .nowPlaying }
    clampCursor()
    return effects
  }

  mutating func trackFinished(path: String) -> [Effect] {
    guard path == currentTrack?.path, var queue = player.queue else { return [] }
    guard queue.advance(repeatMode: settings.repeatMode) else { return finishQueue() }
    player.queue = queue
    // The engine has already rolled into this song without a gap; tell it what follows.
    player.elapsed = 0
    player.duration = currentTrack?.duration ?? 0
    return [.queueNext(upcomingTrack)]
  }

  mutating func trackFailed(path: String, reason: String, time: Double) -> [Effect] {
    let name = library.index.tracks.first { $0.path == path }?.title ?? path
    showNotice("Skipped \(name): \(reason)", seconds: max(0, time + 4 - now))
    guard path == currentTrack?.path, var queue = player.queue else { return [] }
    player.failuresInARow += 1
    let mode = settings.repeatMode == .one ? RepeatMode.all : settings.repeatMode
    guard player.failuresInARow < queue.tracks.count, queue.advance(repeatMode: mode) else { return stop() }
    player.queue = queue
    return start(at: 0)
  }

  /// Seeks by `seconds` within the current song, staying inside it.
  mutating func seek(by seconds: Double) -> [Effect] {
    guard currentTrack != nil else { return [] }
    let end = max(0, player.duration - 0.5)
    player.elapsed = min(end, max(0, player.elapsed + seconds))
    return [.seek(to: player.elapsed)]
  }
}
