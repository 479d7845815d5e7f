/// How much of one play of a song has been heard, and the one rule for when that play counts:
/// at least half the song or four minutes, whichever comes first (Last.fm's rule, which
/// ListenBrainz and Rockbox's log follow). Play counts and scrobbling both use it; a play
/// left before it counted, after something was heard, is a skip.
///
/// Only what played counts: the engine's position reports add the time since the previous
/// report, and a seek moves the mark without adding anything.
public struct ListenMeter: Equatable, Sendable {
  /// Four minutes: a long song counts without being heard to its middle.
  public static let enoughSeconds = 240.0
  /// Reports come every quarter second; a larger step is a jump nobody told the meter about.
  static let largestStep = 5.0

  public private(set) var track: Track?
  public private(set) var heard = 0.0
  /// When the play began, on the core's clock (for the log's timestamp).
  public private(set) var startedAt = 0.0
  public private(set) var counted = false
  private var duration = 0.0
  private var mark = 0.0

  public init() {}

  /// Whether `heard` seconds of a song `duration` long is a play (an unknown length needs 4 min).
  public static func counts(heard: Double, duration: Double) -> Bool {
    heard >= (duration > 0 ? min(duration / 2, enoughSeconds) : enoughSeconds)
  }

  /// A new play of `track` from `position` seconds, at core time `time`.
  public mutating func begin(_ track: Track, at position: Double, time: Double) {
    self = ListenMeter()
    self.track = track
    duration = track.duration
    mark = position
    startedAt = time - position
  }

  public mutating func end() { self = ListenMeter() }

  /// Whether leaving the song now is a skip: it was heard a little, but not enough to count.
  public var leftEarly: Bool { track != nil && !counted && heard > 0 }

  /// The engine measured the song's real length: it decides what counts, and it is the
  /// length the listen log records (the library's may still be a guess).
  public mutating func measured(duration: Double, path: String) {
    guard path == track?.path, duration > 0 else { return }
    self.duration = duration
    track?.duration = duration
  }

  /// A seek: playback continues from `position` without anything heard in between.
  public mutating func jumped(to position: Double) { mark = position }

  /// Playback reached `position` in the song at `path`; true once, when this makes the play count.
  public mutating func reached(_ position: Double, path: String) -> Bool {
    guard path == track?.path else { return false }
    let step = position - mark
    mark = position
    guard step > 0, step <= Self.largestStep else { return false }
    heard += step
    guard !counted, Self.counts(heard: heard, duration: duration) else { return false }
    counted = true
    return true
  }

  /// The song at `path` played to its end (the last report may have come before the end).
  public mutating func finished(path: String) -> Bool {
    guard path == track?.path else { return false }
    let end = max(mark, duration)
    return reached(min(end, mark + Self.largestStep), path: path)
  }
}
