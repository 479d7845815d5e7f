import MusicSource
import WheelCore

/// The local audio engine as the player (music and clicks share its output; the clicks stay
/// with the bridge whichever player plays the music).
extension PlaybackBridge: PlayerSource {
  func pause() { engine?.pause() }
  func resume() { engine?.resume() }
  func stop() { engine?.stopMusic() }
  func seek(to seconds: Double) { engine?.seek(to: seconds) }
  func setVolume(_ gain: Double) { engine?.setVolume(Float(gain)) }
  /// The engine starts silent: the saved volume goes to it before any music.
  var takesSavedVolume: Bool { true }
}
