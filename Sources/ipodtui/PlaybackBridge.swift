import AudioEngine
import Foundation
import WheelCore

/// Between the core's playback effects and the audio engine: sound names to sounds, tracks to
/// paths the engine can open, and the engine's reports back into core events.
///
/// A file whose name is not valid UTF-8 cannot travel as a Swift String, so it is played
/// through a symlink with a plain name in a private folder; reports about the link are
/// translated back to the track's own path before the core sees them.
final class PlaybackBridge: @unchecked Sendable {
  let engine: AudioEngine?
  let sounds: SoundBank
  private let lock = NSLock()
  private var linkToTrack: [String: String] = [:]
  private var clickSound: Sound?
  private let linkFolder: String

  init(engine: AudioEngine?, sounds: SoundBank, clickSoundName: String) {
    self.engine = engine
    self.sounds = sounds
    linkFolder = NSTemporaryDirectory() + "ipodtui-\(getuid())-\(getpid())"
    clickSound = sounds.click(named: clickSoundName) ?? sounds.clicks.first
  }

  /// The core's view of an engine report: the path it knows the track by.
  func translate(_ event: AudioEvent, at time: Double) -> Event {
    Self.plain(event, at: time, path: corePath)
  }

  static func plain(_ event: AudioEvent, at time: Double, path map: (String) -> String = { $0 }) -> Event {
    switch event {
    case .trackStarted(let path, let duration): .trackStarted(path: map(path), duration: duration)
    case .trackFinished(let path): .trackFinished(path: map(path))
    case .position(let path, let seconds): .playbackProgressed(path: map(path), seconds: seconds)
    case .trackFailed(let path, let reason): .trackFailed(path: map(path), reason: reason, time: time)
    }
  }

  func useClick(named name: String) {
    lock.withLock { clickSound = sounds.click(named: name) ?? sounds.clicks.first }
  }

  func click() {
    guard let engine, let sound = lock.withLock({ clickSound }) else { return }
    engine.playClick(sound)
  }

  func preview(click name: String) { if let s = sounds.click(named: name) { engine?.preview(s) } }
  func preview(alarm name: String) { if let s = sounds.alarm(named: name) { engine?.preview(s) } }
  func startAlarm(_ name: String) { if let s = sounds.alarm(named: name) ?? sounds.alarms.first { engine?.startAlarm(s) } }

  func play(_ track: Track, at seconds: Double) { engine?.playMusic(path: enginePath(track), startAt: seconds) }
  func queueNext(_ track: Track?) { engine?.queueNext(path: track.map(enginePath)) }

  func close() {
    engine?.close()
    try? FileManager.default.removeItem(atPath: linkFolder)
  }

  private func corePath(_ path: String) -> String { lock.withLock { linkToTrack[path] } ?? path }

  /// A path the engine can open: the track's own, or a plain-named link to its raw bytes.
  private func enginePath(_ track: Track) -> String {
    guard let raw = track.pathBytes else { return track.path }
    let ext = track.path.split(separator: ".").last.map { "." + $0 } ?? ""
    let link = linkFolder + "/track-\(track.id)" + ext
    mkdir(linkFolder, 0o700)
    unlink(link)
    let ok = (raw + [0]).withUnsafeBufferPointer { bytes in
      bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { symlink($0, link) == 0 }
    }
    guard ok else { return track.path }
    lock.withLock { linkToTrack[link] = track.path }
    return link
  }
}
