@testable import WheelCore

/// What the main-flow tests (`MainFlow+Music`, `+Media`, `+Extras`, `+Settings`) share: the
/// clicker's sound with the default settings, a turn of the wheel, and the selection of the
/// list on top as the app would set it.
enum MainFlow {
  /// The click every press and every row moved makes with the default settings.
  static let click = Effect.click("Classic")

  /// A scroll of the mouse wheel: the turn every screen takes the same way as a ring drag.
  static func turn(_ steps: Int, at time: Double = 0) -> Event {
    .scrolled(steps: steps, at: Point(x: 0, y: 0), time: time)
  }

  /// A press of the center on a row that plays the song at `position` of `queue` from
  /// `seconds` in (a bookmark's), with the music stopped before: what it asks for (the click,
  /// the gain, the song, the one after it, its lyrics, the cover Now Playing shows, the resume
  /// point) and how the state changes.
  static func playStart(in app: AppState, queue: [Int32], position: Int, from seconds: Double = 0) -> (
    effects: [Effect], change: (inout AppState) -> Void
  ) {
    let index = app.library.index
    let song = index[queue[position]]
    let art = app.layout.nowPlayingArt!
    let cover = NowPlayingScreen.coverKey(song)
    let resume = ResumeState(trackIDs: queue.map { index[$0].id }, position: position, elapsed: seconds)
    let effects: [Effect] = [
      click, .setVolume(app.musicGain), .play(song, at: seconds),
      .queueNext(queue[safe: position + 1].map { index[$0] }),
      .loadLyrics(song), .loadCover(key: cover, trackPath: song.path, width: art.width, height: art.height * 2),
      .saveResume(resume),
    ]
    let time = app.now
    return (
      effects,
      {
        $0.covers.markPending(cover)
        $0.player.queue = PlayQueue(tracks: queue, position: position)
        $0.player.status = .playing
        $0.player.loaded = true
        $0.player.elapsed = seconds
        $0.player.duration = song.duration
        $0.player.awaited = song.path  // reports of an earlier song are ignored until it starts
        $0.stack.append(Frame(.nowPlaying))
        $0.listening.begin(song, at: seconds, time: time)  // the play starts counting towards a listen
        $0.lyrics.path = song.path  // its lyrics are asked for
        $0.lastResumeSave = time  // the resume point was handed out to be saved
      }
    )
  }
}

extension AppState {
  /// The selection of the list on top moved to `row`, as a turn or a picker's opening sets it:
  /// for the expected side of `assertUpdate`.
  mutating func expectSelected(_ row: Int) {
    let count = content?.count ?? 0
    stack[stack.count - 1].cursor.select(row, count: count, visibleRows: layout.listRows)
  }
}
