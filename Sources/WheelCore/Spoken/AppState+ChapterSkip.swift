/// ⏭ and ⏮ inside a spoken-word file with chapters move between its chapters, as on the iPod:
/// a one-file audiobook is otherwise a single long song, where ⏭ would end the book.
extension AppState {
  /// The chapters of the playing file, when it is spoken word and has two or more.
  var playingChapters: [Chapter]? {
    guard let track = currentTrack, let current = player.queue?.current, library.index.kind(of: current).isSpoken,
      let chapters = spoken.chapters[track.path], chapters.count > 1
    else { return nil }
    return chapters
  }

  /// Which of `chapters` holds `seconds` (the first before its start).
  static func chapter(in chapters: [Chapter], at seconds: Double) -> Int {
    chapters.lastIndex { $0.start <= seconds + 0.001 } ?? 0
  }

  /// The move ⏭ (`forward`) or ⏮ makes among the chapters, or nil when it leaves the file:
  /// ⏭ in the last chapter, ⏮ within the first 3 s of the first.
  mutating func skipChapter(forward: Bool) -> [Effect]? {
    guard let chapters = playingChapters else { return nil }
    let here = Self.chapter(in: chapters, at: player.elapsed)
    let target: Int
    if forward {
      guard here + 1 < chapters.count else { return nil }
      target = here + 1
    } else if player.elapsed - chapters[here].start >= PlayQueue.restartThreshold {
      target = here
    } else {
      guard here > 0 else { return nil }
      target = here - 1
    }
    player.elapsed = chapters[target].start
    // Stopped, nothing is loaded: play starts from here.
    return player.loaded ? [.seek(to: player.elapsed)] : []
  }

  /// Chapters of the spoken file now playing, asked for once wherever it was started from
  /// (a book's list asks for them too; Resume, a remote `open` and a restored queue do not).
  mutating func askChaptersOfPlayingFile() -> Effect? {
    guard let track = currentTrack, let current = player.queue?.current, library.index.kind(of: current).isSpoken,
      spoken.chapters[track.path] == nil, !spoken.pendingChapters.contains(track.path)
    else { return nil }
    spoken.pendingChapters.insert(track.path)
    return .loadChapters(track)
  }
}
