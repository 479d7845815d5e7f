import AudioEngine
import Foundation
import WheelCore

/// Between the core's playback effects and the audio engine: sound names to sounds, tracks to
/// paths the engine can open (`TrackLinks`), and the engine's reports back into core events.
final class PlaybackBridge: Sendable {
  let engine: AudioEngine?
  let sounds: SoundBank
  let links: TrackLinks

  init(engine: AudioEngine?, sounds: SoundBank, links: TrackLinks) {
    self.engine = engine
    self.sounds = sounds
    self.links = links
  }

  /// The core's view of an engine report, under the path the core knows the song by. Called
  /// on the engine's thread; `links` is the only state it reads, and that is guarded.
  static func event(for report: AudioEvent, at time: Double, links: TrackLinks) -> Event {
    let map = links.trackPath(for:)
    return switch report {
    case .trackStarted(let path, let duration): .trackStarted(path: map(path), duration: duration)
    case .trackFinished(let path): .trackFinished(path: map(path))
    case .position(let path, let seconds): .playbackProgressed(path: map(path), seconds: seconds)
    case .trackFailed(let path, let reason): .trackFailed(path: map(path), reason: reason, time: time)
    }
  }

  /// The click the settings name (the first one when that sound is gone), `count` times.
  func click(named name: String, count: Int = 1) {
    guard let engine, let sound = sounds.click(named: name) ?? sounds.clicks.first else { return }
    engine.playClick(sound, count: count)
  }

  func preview(click name: String) { if let s = sounds.click(named: name) { engine?.preview(s) } }
  func preview(alarm name: String) { if let s = sounds.alarm(named: name) { engine?.preview(s) } }
  func startAlarm(_ name: String) { if let s = sounds.alarm(named: name) ?? sounds.alarms.first { engine?.startAlarm(s) } }

  func play(_ track: Track, at seconds: Double) { engine?.playMusic(path: enginePath(track), startAt: seconds) }
  func queueNext(_ track: Track?) { engine?.queueNext(path: track.map(enginePath)) }

  func close() {
    engine?.close()
    links.removeAll()
  }

  func enginePath(_ track: Track) -> String {
    links.enginePath(for: track.path, rawPath: track.pathBytes, id: track.id)
  }
}
