import AudioEngine
import WheelCore

/// What the Extras' quiz clips need of the sound: the path the engine opens a song by, and the
/// preview voice a decoded clip plays on. `PlaybackBridge`, or a fake in the tests.
protocol ClipOutput: Sendable {
  /// The open engine's preview voice; nil while the device opens or without sound (no clip then).
  var previewVoice: (@Sendable (Sound) -> Void)? { get }
  func enginePath(_ track: Track) -> String
  func stopPreview()
}

extension PlaybackBridge: ClipOutput {
  var previewVoice: (@Sendable (Sound) -> Void)? {
    guard let engine else { return nil }
    return { engine.preview($0) }
  }
}
