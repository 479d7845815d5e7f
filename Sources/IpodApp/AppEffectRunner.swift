import Foundation
import MusicSource
import Pictures
import Storage
import WheelCore

/// Carries out the core's effects with the real adapters: clicks and alarms through the
/// playback bridge, music and covers through the chosen source (local or MPD), settings to disk (once per batch of input), pictures decoded off the UI
/// thread and handed back as events.
/// Used from the UI loop only: it remembers the last write, so it is not `Sendable`.
final class AppEffectRunner {
  let playback: PlaybackBridge
  let player: PlayerSource
  let library: LibrarySource
  let settingsStore: SettingsStore
  let resumeStore: ResumeStore
  private let post: @Sendable (Event) -> Void
  private let pictures = DispatchQueue(label: "ipodtui.pictures", qos: .userInitiated)
  private lazy var photoDecoder = PhotoDecoding(post: post)
  private var unsavedSettings: Settings?
  private var unsavedResume: ResumeState??
  /// MPRIS, the remote socket and the listen logs watch some effects too.
  var desktop: DesktopServices?
  /// The video player (Videos).
  var video: VideoService?
  /// Lyrics, chapters, bookmarks and the spoken-word speed.
  var songExtras: SongExtras?
  /// Clocks, Notes, the games and the battery.
  var extras: ExtrasAdapter?
  /// Ratings, play counts and playlists (written on a queue of their own), and rating tags.
  var userData: UserDataService?
  /// Set when a write failed, so the user is told once rather than on every change.
  private(set) var saveProblem: String?
  /// Settings > Fill iPod's copies.
  let ipodFill: IpodFillService

  init(
    playback: PlaybackBridge, player: PlayerSource, library: LibrarySource, settingsStore: SettingsStore,
    resumeStore: ResumeStore, post: @escaping @Sendable (Event) -> Void
  ) {
    self.playback = playback
    self.player = player
    self.library = library
    self.settingsStore = settingsStore
    self.resumeStore = resumeStore
    self.post = post
    ipodFill = IpodFillService(post: post)
  }

  func run(_ effect: Effect) {
    desktop?.observe(effect)
    switch effect {
    case .click(let name, let count): playback.click(named: name, count: count)
    case .previewClick(let name): playback.preview(click: name)
    case .previewAlarm(let name): playback.preview(alarm: name)
    case .stopPreview: playback.stopPreview()
    case .startAlarm(let name): playback.startAlarm(name)
    case .stopAlarm: playback.stopAlarm()
    case .play(let track, let seconds): player.play(track, at: seconds)
    case .queueNext(let track): player.queueNext(track)
    case .pausePlayback: player.pause()
    case .resumePlayback: player.resume()
    case .stopPlayback: player.stop()
    case .seek(let seconds): player.seek(to: seconds)
    case .setVolume(let gain): player.setVolume(gain)
    case .shapeSound(let equalizer, let soundCheck): playback.shape(equalizer: equalizer, soundCheck: soundCheck)
    case .saveSettings(let settings): unsavedSettings = settings
    case .saveResume(let resume): unsavedResume = .some(resume)
    case .loadCover(let key, let trackPath, let width, let height): loadCover(key, trackPath, width, height)
    case .decodePhoto(let request): photoDecoder.decode(request)
    case .extras(let request): extras?.run(request)
    case .video(let command): video?.run(command)
    case .saveUserData(let data): userData?.save(data)
    case .ejectIpod(let data): userData?.ejectIpod(data)
    case .fillIpod(let request): ipodFill.start(request)
    case .cancelIpodFill: ipodFill.cancel()
    case .writeRatingTag(let track, let stars): userData?.writeTag(stars: stars, to: track)
    case .storeLength(let id, let seconds): library.storeLength(ofSong: id, seconds: seconds)
    case .logListen, .quit: break
    case .loadLyrics, .loadChapters, .saveBookmarks, .setPlaybackSpeed: songExtras?.run(effect)
    }
  }

  /// Writes the settings and the resume point changed during the last batch of events (well
  /// within a second of the change): a fast spin of the volume makes one write, not fifty.
  /// Returns a message the first time a write fails.
  func flush() -> String? {
    var failure: String?
    if let settings = unsavedSettings {
      unsavedSettings = nil
      do { try settingsStore.save(settings) } catch { failure = "Can't save settings: \(error)" }
    }
    if let resume = unsavedResume {
      unsavedResume = nil
      do { try resumeStore.save(resume) } catch { failure = failure ?? "Can't save the position: \(error)" }
    }
    guard let failure else { return nil }
    defer { saveProblem = failure }
    return saveProblem == nil ? failure : nil
  }

  /// Shows a message on the display (through the inbox, like any other event).
  func playbackNotice(_ text: String) { post(.notice(text)) }

  private func loadCover(_ key: String, _ trackPath: String, _ width: Int, _ height: Int) {
    let post = self.post
    let library = self.library
    pictures.async {
      post(.coverLoaded(key: key, picture: library.cover(forTrackAt: trackPath, fitting: (width, height))))
    }
  }
}
