import WheelCore

/// Carries out the effects the core returns, except `.quit`, which the session handles itself.
/// The session owns one; audio (`.click`, playback), settings and the library plug in here.
protocol EffectRunner: AnyObject {
  func run(_ effect: Effect)
  /// Called once after each batch of events, before drawing (e.g. to write settings once
  /// for a fast spin of the volume rather than once per step).
  func finishBatch()
}

extension EffectRunner {
  func finishBatch() {}
}

/// Does nothing: effects that need adapters not built yet (or `--no-sound`) fall here.
final class IgnoringEffectRunner: EffectRunner {
  func run(_ effect: Effect) {}
}
