import Foundation
import Pictures
import Storage
import WheelCore

/// Carries out the core's effects with the real adapters: sound and music through the
/// playback bridge, settings to disk (once per batch of input), pictures decoded off the UI
/// thread and handed back as events.
/// Used from the UI loop only: it remembers the last write, so it is not `Sendable`.
final class AppEffectRunner {
  let playback: PlaybackBridge
  let settingsStore: SettingsStore
  let resumeStore: ResumeStore
  private let post: @Sendable (Event) -> Void
  private let pictures = DispatchQueue(label: "ipodtui.pictures", qos: .userInitiated)
  private let covers = PictureCache()
  private var unsavedSettings: Settings?
  private var unsavedResume: ResumeState??
  /// MPRIS, the remote socket and the listen logs watch some effects too.
  var desktop: DesktopServices?
  /// Set when a write failed, so the user is told once rather than on every change.
  private(set) var saveProblem: String?

  init(
    playback: PlaybackBridge, settingsStore: SettingsStore, resumeStore: ResumeStore,
    post: @escaping @Sendable (Event) -> Void
  ) {
    self.playback = playback
    self.settingsStore = settingsStore
    self.resumeStore = resumeStore
    self.post = post
  }

  func run(_ effect: Effect) {
    desktop?.observe(effect)
    switch effect {
    case .click(let name, let count): playback.click(named: name, count: count)
    case .previewClick(let name): playback.preview(click: name)
    case .previewAlarm(let name): playback.preview(alarm: name)
    case .stopPreview: playback.engine?.stopPreview()
    case .startAlarm(let name): playback.startAlarm(name)
    case .stopAlarm: playback.engine?.stopAlarm()
    case .play(let track, let seconds): playback.play(track, at: seconds)
    case .queueNext(let track): playback.queueNext(track)
    case .pausePlayback: playback.engineWhenOpen?.pause()
    case .resumePlayback: playback.engineWhenOpen?.resume()
    case .stopPlayback: playback.engineWhenOpen?.stopMusic()
    case .seek(let seconds): playback.engineWhenOpen?.seek(to: seconds)
    case .setVolume(let gain): playback.engineWhenOpen?.setVolume(Float(gain))
    case .saveSettings(let settings): unsavedSettings = settings
    case .saveResume(let resume): unsavedResume = .some(resume)
    case .loadCover(let key, let trackPath, let width, let height): loadCover(key, trackPath, width, height)
    case .loadPhoto(let path, let width, let height): loadPhoto(path, width, height)
    case .logListen, .quit: break
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
    let post = self.post, covers = self.covers
    pictures.async {
      guard let source = CoverArt.find(forTrackAt: trackPath) else {
        post(.coverLoaded(key: key, picture: nil))
        return
      }
      let cacheKey = PictureCache.Key(source: source, fitting: (width, height), background: PictureLoader.defaultBackground)
      post(.coverLoaded(key: key, picture: try? covers.picture(cacheKey).get()))
    }
  }

  private func loadPhoto(_ path: String, _ width: Int, _ height: Int) {
    let post = self.post
    pictures.async {
      post(.photoLoaded(path: path, picture: try? PictureLoader.load(path: path, fitting: (width, height)).get()))
    }
  }
}
