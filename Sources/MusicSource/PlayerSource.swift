import WheelCore

/// What plays the music: the local audio engine or an MPD server. The core keeps the queue and
/// decides the order (shuffle, repeat); a player hears one song and the one after it, exactly
/// the core's `.play` / `.queueNext` effects, and reports back through the events the core
/// already reads (`.trackStarted`, `.playbackProgressed`, `.trackFinished`, `.trackFailed`), and,
/// for a player others can drive too, `.playerReported` whenever its own state changed.
/// Every call returns at once: the work happens on the player's own thread.
public protocol PlayerSource: AnyObject, Sendable {
  /// Starts `track` at `seconds`, replacing whatever played.
  func play(_ track: Track, at seconds: Double)
  /// The song to continue with, without a gap, when the current one ends (nil: none).
  func queueNext(_ track: Track?)
  func pause()
  func resume()
  func stop()
  func seek(to seconds: Double)
  /// Music gain 0...1 (the core has squared the wheel's steps and applied the volume limit).
  func setVolume(_ gain: Double)
  /// Whether the core should push its saved volume at start: a local engine starts silent and
  /// needs it; a shared server's volume belongs to the room and is followed instead.
  var takesSavedVolume: Bool { get }
  func close()
}
