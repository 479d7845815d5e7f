import AudioEngine
import Foundation
import WheelCore

/// Between the core's playback effects and the audio engine: sound names to sounds, tracks to
/// paths the engine can open (`TrackLinks`), and the engine's reports back into core events.
///
/// The engine is opened on another thread while the first frame is drawn (connecting to a
/// sound server takes tens of milliseconds): until then clicks are dropped, and music
/// commands wait for the open to finish, so a song chosen at once still plays.
final class PlaybackBridge: @unchecked Sendable {
  let sounds: SoundBank
  let links: TrackLinks
  private let lock = NSCondition()
  private var opened: AudioEngine?
  private var opening: Bool

  init(engine: AudioEngine?, sounds: SoundBank, links: TrackLinks, opening: Bool = false) {
    self.opened = engine
    self.opening = opening
    self.sounds = sounds
    self.links = links
  }

  /// The engine once opened (nil while opening, or without sound); never waits.
  var engine: AudioEngine? { lock.withLock { opened } }

  /// The engine, waiting for the open still under way (for commands that must not be lost).
  var engineWhenOpen: AudioEngine? {
    lock.withLock {
      while opening { lock.wait() }
      return opened
    }
  }

  /// The open finished: `engine` is the device's engine, or nil without one.
  func attach(_ engine: AudioEngine?) {
    lock.withLock {
      opened = engine
      opening = false
      lock.broadcast()
    }
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

  func play(_ track: Track, at seconds: Double) { engineWhenOpen?.playMusic(path: enginePath(track), startAt: seconds) }
  func queueNext(_ track: Track?) { engineWhenOpen?.queueNext(path: track.map(enginePath)) }

  func close() {
    engineWhenOpen?.close()
    links.removeAll()
  }

  private func enginePath(_ track: Track) -> String {
    links.enginePath(for: track.path, rawPath: track.pathBytes, id: track.id)
  }
}
