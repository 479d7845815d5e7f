import AudioEngine
import Foundation
import MusicLibrary
import Platform
import VideoEngine
import WheelCore

#if canImport(Glibc)
  import Glibc
#endif

/// Videos for the interactive app: the videos folder listed at start, the player carrying out
/// the core's video commands with its sound through the audio engine, and (for tests and the
/// benchmark) a log of every frame drawn, named by `IPODTUI_VIDEO_LOG`.
final class VideoService {
  private let xdg: XDGDirectories
  private let post: @Sendable (Event) -> Void
  private let playback: PlaybackBridge
  private let log: Int32
  private var lastLogged: (pts: Double, generation: Int)?
  /// Made at the first video, when the sound device (opened on its own thread at start) is
  /// long open; an app that never plays a video never makes one.
  private var made: VideoPlayer?
  private var player: VideoPlayer {
    if let made { return made }
    let post = self.post
    let player = VideoPlayer(soundtrack: playback.engineWhenOpen) { post(.video($0)) }
    made = player
    return player
  }

  init(playback: PlaybackBridge, xdg: XDGDirectories, logPath: String?, post: @escaping @Sendable (Event) -> Void) {
    self.playback = playback
    self.xdg = xdg
    self.post = post
    log = logPath.map { open($0, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644) } ?? -1
  }

  /// Lists the videos folder and reads its playlists off the UI thread; a playlist that
  /// cannot be read is left out with a notice.
  func start() {
    let folder = VideoFolder.folder(xdg: xdg)
    let post = self.post
    DispatchQueue.global(qos: .utility).async {
      let found = VideoFolder.listing(folder: folder)
      post(.video(.listed(found.videos)))
      var playlists: [VideoPlaylist] = []
      for path in found.playlists {
        let name = String(path.split(separator: "/").last ?? "")
        switch PlaylistParser.entries(of: RawPath(bytes: Array(path.utf8))) {
        case .success(let entries):
          let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
          playlists.append(
            VideoPlaylist(name: stem, paths: entries.map { String(decoding: $0.path.bytes, as: UTF8.self) }))
        case .failure(let reason):
          post(.notice("Video playlist \(name) skipped: \(reason.rawValue)"))
        }
      }
      post(.video(.playlistsListed(playlists)))
    }
  }

  func run(_ command: VideoCommand) { player.run(command) }

  /// After a frame reached the terminal: one log line per new video frame, with the time it
  /// was drawn and what the audio engine said had been heard then (monotonic seconds).
  func noteDrawn(_ state: AppState) {
    guard log >= 0, let frame = state.videos.player.frame else { return }
    if let last = lastLogged, last.pts == frame.pts, last.generation == frame.generation { return }
    lastLogged = (frame.pts, frame.generation)
    let now = MonotonicClock.nanoseconds()
    let engine = playback.engine
    let heard = engine?.heardClock().map { String(format: "%.4f", $0.seconds(at: now)) } ?? "-"
    let stats = engine?.stats
    let line = String(
      format: "frame pts=%.4f drawn=%llu heard=%@ written=%d buffer=%d\n", frame.pts, now, heard,
      stats?.framesWritten ?? 0, stats?.bufferFrames ?? 0)
    _ = StandardStreams.writeAll(Array(line.utf8), to: log)
  }

  /// Stops the player; the log ends with its counters.
  func close() {
    made?.close()
    guard log >= 0 else { return }
    let stats = made?.stats ?? VideoStats()
    let line =
      "stats decoded=\(stats.decoded) presented=\(stats.presented) late=\(stats.droppedLate) "
      + "unconverted=\(stats.droppedUnconverted)\n"
    _ = StandardStreams.writeAll(Array(line.utf8), to: log)
    Glibc.close(log)
  }
}
