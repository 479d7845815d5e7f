/// Playback as the core sees it: the queue, whether it plays, how far it got, and what the
/// Now Playing screen's wheel does at the moment.
public struct PlayerState: Equatable, Sendable {
  public enum Status: Equatable, Sendable { case stopped, playing, paused }
  /// What the Now Playing wheel does: the volume, or after presses of the center, seeking and
  /// then the album's art, the song's rating and its lyrics (see `WheelMode+Cycle.swift` for the
  /// order and the timeouts).
  public enum WheelMode: Equatable, Sendable { case volume, scrub, art, rating, lyrics }

  public var queue: PlayQueue?
  public var status = Status.stopped
  /// Whether the audio engine holds the current song (a restored queue starts unloaded).
  public var loaded = false
  public var elapsed = 0.0
  public var duration = 0.0
  public var wheelMode = WheelMode.volume
  /// When the wheel last moved on Now Playing (the volume bar and scrub mode time out).
  public var lastWheelTime: Double?
  /// Songs that failed one after another; a queue of broken files stops instead of looping.
  public var failuresInARow = 0
  /// A ring button or key held down for seeking.
  public var hold: SeekHold?
  /// The song last sent to the player: its reports from before it got there are stale.
  public var awaited: String?

  /// How long the volume bar stays after the wheel stops, and scrub mode without a turn.
  public static let volumeBarSeconds = 1.5
  public static let scrubIdleSeconds = 4.0

  public init() {}

  /// A time from outside (the engine, a file): finite, not negative, at most a week, so that
  /// no painter or sample count ever meets NaN, infinity or 1e308.
  public static func sane(_ seconds: Double) -> Double {
    seconds.isFinite ? min(max(0, seconds), ResumeCodec.maxElapsed) : 0
  }

  /// A position to start or resume at: sane, and inside the song when its length is known.
  public static func position(_ seconds: Double, inSongOf duration: Double) -> Double {
    let duration = sane(duration)
    let at = sane(seconds)
    return duration > 0 ? min(at, duration) : at
  }
}

/// ⏭ or ⏮ held: after 500 ms it seeks, with steps that grow the longer it is held.
public struct SeekHold: Equatable, Sendable {
  public var forward: Bool
  public var since: Double
  public var seeks = 0
  /// For a held key: where playback was before the first press skipped, so that the hold
  /// seeks in the song the user was listening to rather than the next one.
  public var undo: Undo?
  public var lastPress: Double

  public static let delay = 0.5
  public static let interval = 0.2

  /// Seconds to seek for the next repeat: 2 s at first, doubling every five seeks, at most 30.
  public var step: Double { min(30, 2 * Double(1 << min(4, seeks / 5))) }

  /// Where to go back to: the queue position and the time into that song.
  public struct Undo: Equatable, Sendable {
    public var position: Int
    public var elapsed: Double
  }
}
