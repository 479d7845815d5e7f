import Platform
import AudioEngine
import Foundation
import MusicLibrary
import Pictures
import Storage
import TerminalUI
import WheelCore

/// Builds the interactive iPod with its real adapters: settings and resume point from disk,
/// the audio engine (or silence), the library loader, photos, and the effect runner.
enum AppWiring {
  static func runInteractive(options: LaunchOptions, environment: [String: String]) -> Int32 {
    let xdg = XDGDirectories(environment: environment)
    let ownership = StateOwnership(xdg: xdg)
    let settingsStore = SettingsStore(xdg: xdg, writable: ownership.writes)
    var settings = settingsStore.load()
    var notices: [String] = [ownership.notice, settingsStore.problem].compactMap { $0 }

    let session = InteractiveSession(options: options, environment: environment)
    let inbox = session.inbox
    let post: @Sendable (Event) -> Void = { inbox.post($0) }

    // Sound: one engine for clicks and music, or silence with a reason shown in About and help.
    let sounds = SoundBank.load()
    var soundProblem: String?
    var engine: AudioEngine?
    let relay = AudioEventRelay()
    if !options.sound {
      soundProblem = "Off (--no-sound)"
    } else {
      let opened = AudioEngine.open { event in inbox.post(relay.translate(event)) }
      engine = opened.engine
      if engine == nil { soundProblem = "No sound card" }
    }
    if engine != nil, sounds.clicks.isEmpty { soundProblem = "Sounds folder not found" }
    let playback = PlaybackBridge(engine: engine, sounds: sounds, clickSoundName: settings.clickerSound)
    relay.bridge = playback

    // Library: --library, else the saved folder, else XDG/~/Music, else the bundled demo.
    let location = LibraryLocation.resolve(
      explicit: options.library, saved: settings.libraryPath, environment: environment,
      currentDirectory: ExecutablePath.currentDirectory())
    if let explicit = options.library {
      if location.source == .commandLine {
        settings.libraryPath = explicit
      } else {
        notices.append("No folder \(explicit); showing " + (location.isDemo ? "the demo library" : location.path))
      }
    }
    // A remembered --library is saved now, not at exit: after a crash the next start must
    // open the same library, not the demo.
    if let problem = saveNow(settings, to: settingsStore) { notices.append(problem) }
    let library = LibraryService(location: location, xdg: xdg, post: post)

    let resumeStore = ResumeStore(xdg: xdg, writable: ownership.writes)
    let saved = resumeStore.load()
    if let problem = saved.problem { notices.append(problem) }
    let runner = AppEffectRunner(playback: playback, settingsStore: settingsStore, resumeStore: resumeStore, post: post)
    session.effects = runner
    session.settings = settings
    session.coreEnvironment = Environment(
      clickSounds: sounds.clicks.map(\.name).nonEmpty ?? ["Classic"],
      alarmSounds: sounds.alarms.map(\.name).nonEmpty ?? ["Chimes"],
      soundProblem: soundProblem, savingProblem: ownership.problem, version: ipodtuiVersion)
    session.wallClock = { LocalTime.now() }

    session.prepare = { [engine] state in
      engine?.setVolume(Float(state.musicGain))  // the saved volume, before any music (resume plays without a .setVolume)
      if let resume = saved.resume { _ = state.update(.resumePointLoaded(resume)) }
      if !notices.isEmpty { _ = state.update(.notice(notices.joined(separator: "; "))) }
    }
    session.finish = { state in
      try? resumeStore.save(state.resumeState)
      try? settingsStore.save(state.settings)
      playback.close()
    }

    library.start()
    DispatchQueue.global(qos: .utility).async {
      post(.photosListed(PhotoLibrary.list(xdg: xdg)))
    }
    return withExtendedLifetime(ownership) { session.run() }
  }

  /// Writes the settings at once; the message when that failed.
  private static func saveNow(_ settings: Settings, to store: SettingsStore) -> String? {
    do {
      try store.save(settings)
      return nil
    } catch {
      return "Can't save settings: \(error)"
    }
  }
}

/// The engine is opened before the bridge that translates its reports exists (the bridge
/// needs the engine); this box hands the reports on once the bridge is set.
final class AudioEventRelay: @unchecked Sendable {
  var bridge: PlaybackBridge?

  func translate(_ event: AudioEvent) -> Event {
    if let bridge { return bridge.translate(event, at: MonotonicClock.now()) }
    return PlaybackBridge.plain(event, at: MonotonicClock.now())
  }
}

extension AppEffectRunner: EffectRunner {
  func finishBatch() {
    if let problem = flush() { playbackNotice(problem) }
  }
}

extension Array {
  /// The array, or nil when empty (for "found nothing, use the default").
  var nonEmpty: [Element]? { isEmpty ? nil : self }
}

extension LocalTime {
  /// The wall clock in the local time zone.
  static func now() -> LocalTime {
    var t = time(nil)
    var parts = tm()
    localtime_r(&t, &parts)
    return LocalTime(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
      weekday: Int(parts.tm_wday) + 1, hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec))
  }
}
