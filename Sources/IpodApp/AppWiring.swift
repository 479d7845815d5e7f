import AudioEngine
import CSupport
import Foundation
import IpodDevice
import MusicLibrary
import MusicServer
import MusicSource
import Pictures
import Platform
import Storage
import TerminalUI
import WheelCore

/// Builds the interactive iPod with its real adapters: settings and resume point from disk,
/// the audio engine (or silence), the library loader, photos, and the effect runner.
public enum AppWiring {
  /// Runs the iPod until quit; the exit status. `prepare` sees the session last, just before
  /// it runs (the end-to-end tests' crashing build sets its trap there; the program passes nothing).
  public static func runInteractive(
    options: LaunchOptions, environment: [String: String], prepare: (InteractiveSession) -> Void = { _ in }
  ) -> Int32 {
    if let problem = MusicSources.usageError(options: options, environment: environment) {
      StandardStreams.printError("ipodtui: \(problem)")
      return 2
    }
    ipod_heap_limit_arenas(2)  // before any thread allocates (see HeapTrim.h)
    let xdg = XDGDirectories(environment: environment)
    let ownership = StateOwnership(xdg: xdg)
    let settingsStore = SettingsStore(xdg: xdg, writable: ownership.writes)
    var settings = settingsStore.load()
    let loadedSettings = settings
    var notices: [String] = [ownership.notice, settingsStore.problem].compactMap { $0 }
    // An iPod (--ipod, or Settings > Source), an MPD server (--mpd, or Settings > Source), or
    // the local folder and engine.
    let ipodFolder = MusicSources.ipodFolder(options: options, settings: &settings, notices: &notices)
    let mpd =
      ipodFolder != nil
      ? nil
      : MusicSources.serverAddress(options: options, settings: &settings, environment: environment, notices: &notices)

    let session = InteractiveSession(options: options, environment: environment)
    let inbox = session.inbox
    let post: @Sendable (Event) -> Void = { inbox.post($0) }

    // Sound: one engine for clicks and music, or silence with a reason shown in About and help.
    // The engine's reports name songs by the paths it was given; the links (made first, and
    // guarded) turn them back into the core's paths on the engine's own thread.
    // The device opens on its own thread while the first frame is drawn (a sound server's
    // handshake takes tens of milliseconds); `.soundReady` tells the core how it went.
    // With an MPD server the music sounds there, so the local device's problems are not shown.
    let soundsLocally = mpd == nil
    let sounds = SoundBank.load()
    let links = TrackLinks()
    let playback = PlaybackBridge(engine: nil, sounds: sounds, links: links, opening: options.sound)
    if options.sound {
      Thread {
        let engine = AudioEngine.open { report in
          inbox.post(PlaybackBridge.event(for: report, at: MonotonicClock.now(), links: links))
        }.engine
        playback.attach(engine)
        inbox.post(.soundReady(problem: soundsLocally && engine == nil ? .noSoundCard : nil))
      }.start()
    }
    let soundProblem: SoundProblem? = options.sound || !soundsLocally ? nil : .turnedOff
    // Without the click sounds the wheel is silent, but music still plays: said once, not a
    // reason to refuse songs.
    if options.sound, sounds.clicks.isEmpty { notices.append("No click sounds: sounds folder not found") }

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
    let server = mpd.map { MPDServer(address: $0, post: post) }
    let ipod = ipodFolder.map { IpodLibrary(mountPoint: $0, sortBy: settings.sortBy, post: post) }
    let local =
      server == nil && ipod == nil
      ? LibraryService(location: location, xdg: xdg, sortBy: settings.sortBy, post: post) : nil
    let sources = MusicSources(
      library: server?.library ?? ipod ?? local!, player: server?.player ?? playback, server: server)
    let library = sources.library

    let stickers = server.map { StickerSync(stickers: $0.stickers, post: post) }
    let ipodSync = ipod.map { IpodSync(library: $0, post: post) }
    let userData = UserDataService(
      xdg: xdg, writable: ownership.writes, stickers: stickers, ipod: ipodSync, post: post)

    // A server's own queue and state are the truth there: the local resume point is neither
    // read nor overwritten, and waits for the next local run.
    // An iPod's queue is not the local library's either.
    let resumeStore = ResumeStore(xdg: xdg, writable: ownership.writes && server == nil && ipod == nil)
    let saved = server == nil && ipod == nil ? resumeStore.load() : (resume: nil, problem: nil)
    if let problem = saved.problem { notices.append(problem) }
    let runner = AppEffectRunner(
      playback: playback, player: sources.player, library: library, settingsStore: settingsStore,
      resumeStore: resumeStore, post: post)
    session.effects = runner
    runner.userData = userData
    let extras = ExtrasAdapter(xdg: xdg, playback: playback, post: post)
    runner.extras = extras
    extras.start(batteryRoot: environment["IPODTUI_POWER_SUPPLY"] ?? "/sys/class/power_supply")
    let desktop = DesktopServices(xdg: xdg, ownsState: ownership.writes, post: post)
    runner.desktop = desktop
    let bookmarkStore = BookmarkStore(xdg: xdg, writable: ownership.writes)
    let bookmarks = bookmarkStore.load()
    if let problem = bookmarks.problem { notices.append(problem) }
    runner.songExtras = SongExtras(bookmarkStore: bookmarkStore, playback: playback, post: post)
    let video = VideoService(playback: playback, xdg: xdg, logPath: environment["IPODTUI_VIDEO_LOG"], post: post)
    runner.video = video
    session.afterDraw = { video.noteDrawn($0) }
    let trimmer = HeapTrimmer()
    session.afterBatch = { state in
      desktop.publish(state)
      trimmer.afterBatch(state)
    }
    session.settings = settings
    session.coreEnvironment = Environment(
      clickSounds: sounds.clicks.map(\.name).nonEmpty ?? ["Classic"],
      alarmSounds: sounds.alarms.map(\.name).nonEmpty ?? ["Chimes"],
      soundProblem: soundProblem, savingProblem: ownership.problem, version: ipodtuiVersion)
    session.coreEnvironment.ipodSource = ipodFolder
    // The saved volume, EQ and Sound Check, before any music (a restored queue resumes
    // without a .setVolume). EQ and Sound Check shape the local engine's music only. The
    // bridge keeps them until the device is open, so nothing here waits for it.
    let player = sources.player
    session.started = { state in
      if player.takesSavedVolume { player.setVolume(state.musicGain) }
      playback.shape(equalizer: state.settings.equalizer, soundCheck: state.settings.soundCheck)
    }
    session.startEvents =
      [.bookmarksLoaded(bookmarks.bookmarks)]
      + (saved.resume.map { [Event.resumePointLoaded($0)] } ?? [])
      + (notices.isEmpty ? [] : [.notice(notices.joined(separator: "; "))])
    session.finish = { state in
      try? resumeStore.save(state.resumeState)
      try? settingsStore.save(state.settings)
      try? bookmarkStore.save(state.spoken.bookmarks)
      desktop.close()
      extras.stop()
      server?.close()
      FFmpegInput.abandonAll()  // a decoder deep in a hostile file must not hold the quit
      video.close()
      playback.close()
      userData.finish(state)  // after the engine let go of the song whose tag may be written
      runner.ipodFill.finish(within: 5)
    }

    if let folder = library as? LibraryService {
      // The user data once the cache's songs are in (see `LibraryService.start(afterCache:)`).
      folder.start(afterCache: userData.load)
    } else {
      library.start()
      userData.loadInBackground()  // then the data (with MPD, with the server's ratings in it)
    }
    video.start()
    DispatchQueue.global(qos: .utility).async {
      post(.photosListed(PhotoLibrary.listing(xdg: xdg)))
      let ipods = IpodDetector.mounted(in: IpodDetector.roots(user: environment["USER"]))
      post(.ipodsFound(ipods))
      // Fill iPod asks which one only when there are several: then they are told by name.
      if ipods.count > 1 { post(.ipodsNamed(IpodDetector.names(of: ipods))) }
    }
    prepare(session)
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
    if let problem = songExtras?.flush() { playbackNotice(problem) }
  }
}

extension Array {
  /// The array, or nil when empty (for "found nothing, use the default").
  var nonEmpty: [Element]? { isEmpty ? nil : self }
}
