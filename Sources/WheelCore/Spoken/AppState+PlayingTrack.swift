/// What follows the playing song wherever the user is: its lyrics are asked for, spoken word
/// plays at the Audiobooks speed and leaves a bookmark, and both results are taken in.
extension AppState {
  /// Run after every event: the song may have changed (chosen, rolled over, restored).
  mutating func followPlayingTrack(after event: Event, effects: [Effect]) -> [Effect] {
    var effects = effects
    let track = currentTrack
    if track?.path != lyrics.path {
      lyrics = LyricsState()
      lyrics.path = track?.path
      if let track { effects.append(.loadLyrics(track)) }
    }
    let kind = player.queue?.current.map(library.index.kind(of:)) ?? .music
    let speed = kind.isSpoken ? settings.audiobookSpeed.ratio : 1
    if speed != spoken.sentSpeed {
      spoken.sentSpeed = speed
      // Before the song starts, so none of it is heard at the old rate.
      let at = effects.firstIndex { if case .play = $0 { true } else { false } } ?? effects.endIndex
      effects.insert(.setPlaybackSpeed(speed), at: at)
    }
    if let ask = askChaptersOfPlayingFile() { effects.append(ask) }
    markFinished(after: event)
    if let track, kind.isSpoken, player.loaded { markPosition(of: track, kind: kind) }
    if spoken.unsaved, now >= spoken.lastSave + SpokenState.saveInterval || effects.contains(where: \.movesPlayback) {
      spoken.unsaved = false
      spoken.lastSave = now
      effects.append(.saveBookmarks(spoken.bookmarks))
    }
    return effects
  }

  /// A spoken file that played to its end starts from the top next time.
  private mutating func markFinished(after event: Event) {
    guard case .trackFinished(let path) = event,
      let i = library.index.tracks.firstIndex(where: { $0.path == path })
    else { return }
    let kind = library.index.kind(of: Int32(i))
    guard kind.isSpoken else { return }
    let key = Bookmarks.key(for: library.index.tracks[i], kind: kind)
    if spoken.bookmarks.marks[key]?.path == path {
      spoken.bookmarks.marks[key] = nil
      spoken.unsaved = true
    }
  }

  /// Keeps the mark of the book or episode playing at its position (to the second).
  private mutating func markPosition(of track: Track, kind: TrackKind) {
    let key = Bookmarks.key(for: track, kind: kind)
    let old = spoken.bookmarks.marks[key]
    let seconds = player.elapsed.rounded(.down)
    let nearEnd = player.duration > 0 && seconds >= player.duration - SpokenState.finishedMargin
    let new = nearEnd && kind == .podcast ? nil : Bookmarks.Mark(path: track.path, seconds: seconds)
    guard new != old, seconds > 0 || old?.path != track.path else { return }
    spoken.bookmarks.marks[key] = new
    spoken.unsaved = true
  }

  /// Lyrics, chapters and bookmarks arriving from the adapters.
  mutating func receiveSpokenOrLyrics(_ event: Event) -> [Effect] {
    switch event {
    case .lyricsLoaded(let path, let found):
      guard path == lyrics.path else { return [] }
      lyrics.lyrics = found
      lyrics.scroll = 0
      if found == nil, player.wheelMode == .lyrics { player.wheelMode = .volume }
    case .chaptersLoaded(let path, let chapters):
      spoken.pendingChapters.remove(path)
      spoken.chapters[path] = Chapter.cleaned(chapters)
      clampCursor()
    case .bookmarksLoaded(let bookmarks):
      // Marks made in this run (before the file was read) win over the file's.
      spoken.bookmarks.marks.merge(bookmarks.marks) { mine, _ in mine }
    default: break
    }
    return []
  }

  /// Plays a book's parts or a show's episodes from a row, in order (never shuffled, as the
  /// iPod never shuffles spoken word), at `seconds` or where the listener left that file.
  mutating func playSpoken(_ list: SongList, from row: Int, at seconds: Double?) -> [Effect] {
    let tracks = library.tracks(of: list)
    guard tracks.indices.contains(row) else { return [] }
    let chosen = tracks[row]
    let start =
      seconds ?? spoken.bookmarks.resumePoint(for: library.index[chosen], kind: library.index.kind(of: chosen))
    player.queue = PlayQueue(tracks: tracks, position: row)
    player.wheelMode = .volume
    if screen != .nowPlaying { push(.nowPlaying) }
    return self.start(at: start)
  }

  /// Settings > Sort By changed: the artist and composer lists are ordered again.
  mutating func resortLibrary() {
    library.index = library.index.sorted(by: settings.sortBy)
  }
}
