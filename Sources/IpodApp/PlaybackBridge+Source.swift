import MusicSource
import WheelCore

/// The local audio engine as the player (music and clicks share its output; the clicks stay
/// with the bridge whichever player plays the music).
extension PlaybackBridge: PlayerSource {
  func pause() { whenOpen { $0.pause() } }
  func resume() { whenOpen { $0.resume() } }
  func stop() { whenOpen { $0.stopMusic() } }
  func seek(to seconds: Double) { whenOpen { $0.seek(to: seconds) } }
  func setVolume(_ gain: Double) { whenOpen { $0.setVolume(Float(gain)) } }
  /// The engine starts silent: the saved volume goes to it before any music.
  var takesSavedVolume: Bool { true }
}
