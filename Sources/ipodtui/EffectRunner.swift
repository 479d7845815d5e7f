import WheelCore

/// Carries out the effects the core returns, except `.quit`, which the session handles itself.
/// The session owns one; audio (`.click`, playback), settings and the library plug in here.
protocol EffectRunner: AnyObject {
  func run(_ effect: Effect)
}

/// Does nothing: effects that need adapters not built yet (or `--no-sound`) fall here.
final class IgnoringEffectRunner: EffectRunner {
  func run(_ effect: Effect) {}
}
