/// Everything that can happen to the app. Time always arrives inside events (seconds on a
/// monotonic clock), so the core never reads a clock and every behaviour can be replayed.
public enum Event: Sendable, Equatable {
  /// Mouse button 1 went down, moved while held, came up (cell coordinates, 0-based).
  case pointerDown(Point, time: Double)
  case pointerDragged(Point, time: Double)
  case pointerUp(Point, time: Double)
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
  case playbackProgressed(path: String, seconds: Double)
  case trackFailed(path: String, reason: String, time: Double)
  /// A picture the adapter was asked to load (nil: it could not be read).
  case coverLoaded(key: String, picture: Picture?)
  case photosListed([String])
  case photoLoaded(path: String, picture: Picture?)
  /// Something the user should read (a file that could not be saved, a scan's result).
  case notice(String)
  /// The queue saved by the last run: restored, paused, once the library has loaded.
  case resumePointLoaded(ResumeState)
  /// The wall clock, sent with ticks while a clock is on screen.
  case wallClock(LocalTime)
  /// The terminal was measured: how it advances over the characters terminals disagree on.
  case terminalMeasured(WidthProfile)
  /// The sound device was opened after the first frame (or could not be): why nothing can
  /// sound, or nil when it can. The saved volume goes to the engine then.
  case soundReady(problem: String?)
  /// The terminal's background turned out light or dark (its answer came after the first
  /// frame, which was drawn with a guess): the theme `auto` shows from now on.
  case backgroundDetected(Theme.Name)
  /// A command from the desktop (MPRIS) or a script (`ipodtui remote`).
  case remote(RemoteCommand)
  /// Time passed (a timer the core asked for, or a periodic tick).
  case ticked(at: Double)
}

extension Event {
  /// The time the event carries, when it carries one.
  var time: Double? {
    switch self {
    case .pointerDown(_, let t), .pointerDragged(_, let t), .pointerUp(_, let t), .scrolled(_, _, let t),
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
