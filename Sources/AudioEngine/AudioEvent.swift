/// What the engine tells the app, in the order the listener would hear it.
///
/// Delivered on the engine's output thread through the `@Sendable` callback given to
/// `AudioEngine.open`; the callback must return quickly (push into the app's inbox).
public enum AudioEvent: Sendable, Equatable {
  /// The first samples of a track reached the device; `duration` is the whole file's, in seconds.
  case trackStarted(path: String, duration: Double)
  /// A track was decoded to its natural end, just before `.trackFinished`: its length in
  /// seconds as counted then, exact even where `.trackStarted`'s came from a file's estimate,
  /// so the library can correct what it stored.
  case trackMeasured(path: String, duration: Double)
  /// A track played to its natural end (also when it rolled into the queued next track).
  case trackFinished(path: String)
  /// Playback position in seconds, at most about four times a second while music plays.
  case position(path: String, seconds: Double)
  /// The file could not be opened or failed mid-play; the engine goes on with the queued next.
  case trackFailed(path: String, reason: String)
  /// The sound device went away (a sound server stopped or restarted, a USB card was pulled):
  /// nothing can be heard; the engine retries every second.
  case deviceLost
  /// Every stream is open again after `.deviceLost`; music goes on where it was.
  case deviceRestored
}
