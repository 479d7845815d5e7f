/// Commands from outside the terminal (MPRIS, `ipodtui remote`): the same transport the wheel
/// and the keys drive, so the screen shows at once what the desktop changed.
extension AppState {
  mutating func performRemote(_ command: RemoteCommand) -> [Effect] {
    let (effects, error) = remoteEffects(command)
    remote.record(error)
    return effects
  }

  private mutating func remoteEffects(_ command: RemoteCommand) -> ([Effect], String?) {
    switch command {
    case .play:
      guard player.queue != nil else { return ([], Self.nothingToPlay) }
      return (player.status == .playing ? [] : playPause(), nil)
    case .pause:
      return (player.status == .playing ? playPause() : [], nil)
    case .playPause:
      guard player.queue != nil else { return ([], Self.nothingToPlay) }
      return (playPause(), nil)
    case .stop:
      return (player.queue == nil || (player.status == .stopped && player.elapsed == 0) ? [] : stop(), nil)
    case .next:
      guard player.queue != nil else { return ([], Self.nothingToPlay) }
      return (skipForward(), nil)
    case .previous:
      guard player.queue != nil else { return ([], Self.nothingToPlay) }
      return (skipBack(), nil)
    case .seek(let seconds):
      guard currentTrack != nil else { return ([], Self.nothingToPlay) }
      guard seconds.isFinite else { return ([], Self.notANumber) }
      return (seek(by: seconds), nil)
    case .seekTo(let seconds):
      guard currentTrack != nil else { return ([], Self.nothingToPlay) }
      return (seek(by: PlayerState.sane(seconds) - player.elapsed), nil)
    case .setVolume(let fraction):
      guard fraction.isFinite else { return ([], Self.notANumber) }
      return (setVolumeSteps(Self.volumeSteps(min(1, max(0, fraction)))), nil)
    case .changeVolume(let delta):
      guard delta.isFinite else { return ([], Self.notANumber) }
      // Clamped before scaling: 4e19 of full volume must not overflow an Int.
      var steps = Self.volumeSteps(min(1, max(-1, delta)))
      if steps == 0, delta != 0 { steps = delta > 0 ? 1 : -1 }
      return (setVolumeSteps(settings.volume + steps), nil)
    case .setShuffle(let on):
      guard on != (settings.shuffle != .off) else { return ([], nil) }
      settings.shuffle = on ? .songs : .off
      return ([.saveSettings(settings)], nil)
    case .setRepeat(let mode):
      guard mode != settings.repeatMode else { return ([], nil) }
      settings.repeatMode = mode
      // The engine already holds the song that follows without a gap: tell it the new one.
      return ([.saveSettings(settings)] + (player.status == .playing ? [.queueNext(upcomingTrack)] : []), nil)
    case .open(let path):
      return open(path)
    case .quit:
      return ([.quit], nil)
    }
  }

  static let nothingToPlay = "Nothing to play"
  /// NaN or an infinity in a command: the surfaces refuse them, so this is the core's net.
  static let notANumber = "Not a number"

  /// A fraction of full volume (-1...1, already clamped) in the wheel's steps.
  private static func volumeSteps(_ fraction: Double) -> Int {
    Int((fraction * Double(Settings.volumeSteps)).rounded())
  }

  /// The volume from outside, clamped to the wheel's range; the volume bar shows it as a turn would.
  private mutating func setVolumeSteps(_ steps: Int) -> [Effect] {
    let volume = min(Settings.volumeSteps, max(0, steps))
    guard volume != settings.volume else { return [] }
    settings.volume = volume
    if screen == .nowPlaying, player.wheelMode == .volume { player.lastWheelTime = now }
    return [.setVolume(musicGain), .saveSettings(settings)]
  }

  /// The book or show that holds `track` (spoken word is in no album), and its row there.
  private func spokenList(holding track: Int32) -> (list: SongList, row: Int)? {
    let index = library.index
    for (b, book) in index.audiobooks.enumerated() {
      if let row = book.tracks.firstIndex(of: track) { return (.audiobook(b), row) }
    }
    for (p, show) in index.podcasts.enumerated() {
      if let row = show.tracks.firstIndex(of: track) { return (.podcast(p), row) }
    }
    return nil
  }

  /// A song plays with its album after it, as picking it in Albums would (a book's part or an
  /// episode with its book or show, from where it was left); a folder plays every
  /// song under it in album order. Only the library's songs: the core reads no files.
  private mutating func open(_ asked: String) -> ([Effect], String?) {
    let index = library.index
    let path = asked.hasPrefix("/") ? LexicalPath.normalized(asked) : asked
    if let song = index.tracks.firstIndex(where: { $0.path == path }),
      let album = index.albums.firstIndex(where: { $0.tracks.contains(Int32(song)) }),
      let row = index.albums[album].tracks.firstIndex(of: Int32(song))
    {
      return (play(.album(album), from: row), nil)
    }
    if let song = index.tracks.firstIndex(where: { $0.path == path }), let spoken = spokenList(holding: Int32(song)) {
      return (playSpoken(spoken.list, from: spoken.row, at: nil), nil)
    }
    let folder = path.hasSuffix("/") ? path : path + "/"
    let under = index.albums.flatMap { $0.tracks.filter { index[$0].path.hasPrefix(folder) } }
    guard !under.isEmpty else {
      if case .scanning(let done, let total) = library.scan {
        return ([], "Not in the library yet: it is still being read (\(done) of \(total))")
      }
      return ([], "Not in the library: \(asked)")
    }
    return (startQueue(PlayQueue(tracks: under)), nil)
  }
}
