/// Everything that can happen to the app. Time always arrives inside events (seconds on a
/// monotonic clock), so the core never reads a clock and every behaviour can be replayed.
public enum Event: Sendable, Equatable {
  /// Mouse button 1 went down, moved while held, came up (cell coordinates, 0-based); `exact`
  /// is the position within the cell where the terminal reports pixels (nil: cells only).
  case pointerDown(Point, time: Double, exact: CellPosition? = nil)
  case pointerDragged(Point, time: Double, exact: CellPosition? = nil)
  case pointerUp(Point, time: Double, exact: CellPosition? = nil)
  /// The mouse's scroll wheel: +1 per notch down (clockwise), -1 per notch up.
  case scrolled(steps: Int, at: Point, time: Double)
  /// A key was pressed (repeats arrive as further presses).
  case keyPressed(Key, time: Double)
  /// Text was pasted into the terminal: it types into Search and is never taken as commands.
  case pasted(String)
  /// The terminal changed size.
  case resized(Size)
  /// The library was (re)loaded from the database or a scan.
  case libraryLoaded(LibraryIndex, playlists: [PlaylistInfo], path: String)
  case scanProgressed(ScanStatus)
  /// The audio engine reports on the song it plays (identified by path).
  case trackStarted(path: String, duration: Double)
  case trackFinished(path: String)
  /// The engine decoded the song at `path` to its end and counted its length (seconds).
  case trackMeasured(path: String, duration: Double)
  /// The library found the true lengths of songs whose files only let it guess at first
  /// (song id to seconds); they are already stored.
  case lengthsCorrected([Int64: Double])
  case playbackProgressed(path: String, seconds: Double)
  case trackFailed(path: String, reason: String, time: Double)
  /// A player others can drive too (MPD) changed: by another client, by itself, or by ours.
  case playerReported(PlayerReport)
  /// The library and player's source lost its connection or came back: a line for the title
  /// bar ("MPD: reconnecting…"), nil when all is well again.
  case sourceStatus(String?)
  /// The mounted iPods found at start (their folders), for Settings > Source.
  case ipodsFound([String])
  /// The names those iPods' databases give them (by folder), when several were found.
  case ipodsNamed([String: String])
  /// Settings > Fill iPod's copy went on (or ended: `finished`).
  case ipodFillProgressed(IpodFillStatus)
  /// A picture the adapter was asked to load (nil: it could not be read).
  case coverLoaded(key: String, picture: Picture?)
  /// The photos of the pictures folder; a photo decoded for the grid or full screen.
  case photosListed(PhotoListing)
  case photoDecoded(PhotoDecode)
  /// Something the user should read (a file that could not be saved, a scan's result).
  case notice(String)
  /// The user's data saved by the last run (ratings, play counts, On-The-Go, playlists), read
  /// at start before the library loads.
  case userDataLoaded(UserData)
  /// The source cannot keep ratings (an MPD server without a sticker database): the reason,
  /// shown when the user tries to set one.
  case ratingsReadOnly(String)
  /// The queue saved by the last run: restored, paused, once the library has loaded.
  case resumePointLoaded(ResumeState)
  /// The wall clock, sent with ticks while a clock is on screen.
  case wallClock(LocalTime)
  /// The terminal was measured: how it advances over the characters terminals disagree on.
  case terminalMeasured(WidthProfile)
  /// The terminal can show real pixels (or not): found out after the first frame.
  case graphicsDetected(GraphicsSupport)
  /// The sound device was opened after the first frame (or could not be): why nothing can
  /// sound, or nil when it can.
  case soundReady(problem: SoundProblem?)
  /// The sound device (usually a sound server) went away (true) or came back (false): while it
  /// is gone the title bar says so, since nothing plays although the song is not paused.
  case soundServerLost(Bool)
  /// The terminal's background turned out light or dark (its answer came after the first
  /// frame, which was drawn with a guess): the theme `auto` shows from now on.
  case backgroundDetected(Theme.Name)
  /// A command from the desktop (MPRIS) or a script (`ipodtui remote`).
  case remote(RemoteCommand)
  /// The lyrics of the song at `path` (nil: it has none).
  case lyricsLoaded(path: String, lyrics: Lyrics?)
  /// The chapters of the file at `path` (empty: none).
  case chaptersLoaded(path: String, chapters: [Chapter])
  /// The listening positions saved by earlier runs.
  case bookmarksLoaded(Bookmarks)
  /// The video adapter: the videos found, and the one playing (its frames, its end).
  case video(VideoEvent)
  /// Time passed (a timer the core asked for, or a periodic tick).
  case ticked(at: Double)
  /// The adapters' answers for the Extras and the body (time zones, battery, notes, scores).
  case extras(ExtrasEvent)
}

extension Event {
  /// The time the event carries, when it carries one.
  var time: Double? {
    switch self {
    case .pointerDown(_, let t, _), .pointerDragged(_, let t, _), .pointerUp(_, let t, _), .scrolled(_, _, let t),
      .keyPressed(_, let t), .ticked(let t), .trackFailed(_, _, let t):
      return t
    default:
      return nil
    }
  }
}

extension Event {
  /// Presses, turns and keys: what dismisses a ringing alarm.
  var isUserInput: Bool {
    switch self {
    case .pointerDown, .scrolled, .keyPressed: true
    default: false
    }
  }
}
