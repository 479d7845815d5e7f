import AudioEngine
import Foundation
import WheelCore

/// Between the core's playback effects and the audio engine: sound names to sounds, tracks to
/// paths the engine can open (`TrackLinks`), and the engine's reports back into core events.
///
/// The engine is opened on another thread while the first frame is drawn (connecting to a
/// sound server takes tens of milliseconds): until then every command (a click typed ahead,
/// the saved volume and EQ, a song chosen at once) is kept, in order, and carried out when the
/// open finishes, so the UI thread never waits for the device and nothing is lost.
final class PlaybackBridge: @unchecked Sendable {
  let sounds: SoundBank
  let links: TrackLinks
  private let lock = NSCondition()
  private var opened: AudioEngine?
  private var opening: Bool
  /// Music commands given while the device was opening, oldest first.
  private var pending: [(AudioEngine) -> Void] = []

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

  /// The open finished: `engine` is the device's engine, or nil without one. The commands
  /// kept meanwhile run first, including any that arrive while they run.
  func attach(_ engine: AudioEngine?) {
    while true {
      let waiting: [(AudioEngine) -> Void] = lock.withLock {
        let taken = pending
        pending = []
        if taken.isEmpty {
          opened = engine
          opening = false
          lock.broadcast()
        }
        return taken
      }
      if waiting.isEmpty { return }
      if let engine { for command in waiting { command(engine) } }
    }
  }

  /// Carries out a music command now, or once the device is open; never waits.
  func whenOpen(_ command: @escaping (AudioEngine) -> Void) {
    let engine: AudioEngine? = lock.withLock {
      if opening {
        pending.append(command)
        return nil
      }
      return opened
    }
    if let engine { command(engine) }
  }

  /// The core's view of an engine report, under the path the core knows the song by. Called
  /// on the engine's thread; `links` is the only state it reads, and that is guarded.
  static func event(for report: AudioEvent, at time: Double, links: TrackLinks) -> Event {
    let map = links.trackPath(for:)
    return switch report {
    case .trackStarted(let path, let duration): .trackStarted(path: map(path), duration: duration)
    case .trackFinished(let path): .trackFinished(path: map(path))
    case .trackMeasured(let path, let duration): .trackMeasured(path: map(path), duration: duration)
    case .position(let path, let seconds): .playbackProgressed(path: map(path), seconds: seconds)
    case .trackFailed(let path, let reason): .trackFailed(path: map(path), reason: reason, time: time)
    case .deviceLost: .soundServerLost(true)
    case .deviceRestored: .soundServerLost(false)
    }
  }

  /// The click the settings name (the first one when that sound is gone), `count` times.
  func click(named name: String, count: Int = 1) {
    guard let sound = sounds.click(named: name) ?? sounds.clicks.first else { return }
    whenOpen { $0.playClick(sound, count: count) }
  }

  func preview(click name: String) { if let s = sounds.click(named: name) { whenOpen { $0.preview(s) } } }
  func preview(alarm name: String) { if let s = sounds.alarm(named: name) { whenOpen { $0.preview(s) } } }
  func startAlarm(_ name: String) {
    if let s = sounds.alarm(named: name) ?? sounds.alarms.first { whenOpen { $0.startAlarm(s) } }
  }
  func stopPreview() { whenOpen { $0.stopPreview() } }
  func stopAlarm() { whenOpen { $0.stopAlarm() } }

  func play(_ track: Track, at seconds: Double) {
    let path = enginePath(track)
    whenOpen { $0.playMusic(path: path, startAt: seconds) }
  }

  func queueNext(_ track: Track?) {
    let path = track.map(enginePath)
    whenOpen { $0.queueNext(path: path) }
  }

  /// Lets the engine go, waiting at most `seconds`: closing a PCM on a frozen sound server
  /// (SIGSTOP, a debugger) waits for libpulse's 30 s timeout in `snd_pcm_close`, and so does an
  /// open still connecting to it; a quit must not. Past the deadline the engine's threads are
  /// left to the end of the process, which closes their sockets.
  func close() { close(within: 1) }

  func close(within seconds: Double) {
    let closed = DispatchSemaphore(value: 0)
    Thread { [self] in
      engineWhenOpen?.close()
      closed.signal()
    }.start()
    _ = closed.wait(timeout: .now() + seconds)
    links.removeAll()
  }

  func enginePath(_ track: Track) -> String {
    links.enginePath(for: track.path, rawPath: track.pathBytes, id: track.id)
  }
}
