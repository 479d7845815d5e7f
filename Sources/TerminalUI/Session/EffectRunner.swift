import WheelCore

/// Carries out the effects the core returns, except `.quit`, which the session handles itself.
/// The executable plugs the real adapters in (audio, settings, pictures); tests plug in a recorder.
public protocol EffectRunner: AnyObject {
  func run(_ effect: Effect)
  /// Called once after each batch of events, before drawing (e.g. to write settings once
  /// for a fast spin of the volume rather than once per step).
  func finishBatch()
}

extension EffectRunner {
  public func finishBatch() {}
}

/// Does nothing: for a session without adapters.
public final class IgnoringEffectRunner: EffectRunner {
  public init() {}
  public func run(_ effect: Effect) {}
}
