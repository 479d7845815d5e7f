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
    let loadedSettings = settings
    var notices: [String] = [ownership.notice, settingsStore.problem].compactMap { $0 }

    let session = InteractiveSession(options: options, environment: environment)
    let inbox = session.inbox
    let post: @Sendable (Event) -> Void = { inbox.post($0) }

    // Sound: one engine for clicks and music, or silence with a reason shown in About and help.
    // The engine's reports name songs by the paths it was given; the links (made first, and
    // guarded) turn them back into the core's paths on the engine's own thread.
    // The device opens on its own thread while the first frame is drawn (a sound server's
    // handshake takes tens of milliseconds); `.soundReady` tells the core how it went.
    let sounds = SoundBank.load()
    let links = TrackLinks()
    let playback = PlaybackBridge(engine: nil, sounds: sounds, links: links, opening: options.sound)
    if options.sound {
      Thread {
        let engine = AudioEngine.open { report in
          inbox.post(PlaybackBridge.event(for: report, at: MonotonicClock.now(), links: links))
        }.engine
        playback.attach(engine)
        inbox.post(.soundReady(problem: engine == nil ? "No sound card" : sounds.clicks.isEmpty ? "Sounds folder not found" : nil))
      }.start()
    }
    let soundProblem: String? = options.sound ? nil : "Off (--no-sound)"

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
    // open the same library, not the demo. Unchanged settings are not rewritten (two fsyncs
    // before the first frame, at every start, for nothing).
    if settings != loadedSettings, let problem = saveNow(settings, to: settingsStore) { notices.append(problem) }
    let library = LibraryService(location: location, xdg: xdg, post: post)

    let resumeStore = ResumeStore(xdg: xdg, writable: ownership.writes)
    let saved = resumeStore.load()
    if let problem = saved.problem { notices.append(problem) }
    let runner = AppEffectRunner(playback: playback, settingsStore: settingsStore, resumeStore: resumeStore, post: post)
    session.effects = runner
    let desktop = DesktopServices(xdg: xdg, ownsState: ownership.writes, post: post)
    runner.desktop = desktop
    session.afterBatch = { desktop.publish($0) }
    session.settings = settings
    session.coreEnvironment = Environment(
      clickSounds: sounds.clicks.map(\.name).nonEmpty ?? ["Classic"],
      alarmSounds: sounds.alarms.map(\.name).nonEmpty ?? ["Chimes"],
      soundProblem: soundProblem, savingProblem: ownership.problem, version: ipodtuiVersion)
    session.startEvents =
      (saved.resume.map { [Event.resumePointLoaded($0)] } ?? [])
      + (notices.isEmpty ? [] : [.notice(notices.joined(separator: "; "))])
    session.finish = { state in
      try? resumeStore.save(state.resumeState)
      try? settingsStore.save(state.settings)
      desktop.close()
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

extension AppEffectRunner: EffectRunner {
  func finishBatch() {
    if let problem = flush() { playbackNotice(problem) }
  }
}

extension Array {
  /// The array, or nil when empty (for "found nothing, use the default").
  var nonEmpty: [Element]? { isEmpty ? nil : self }
}
