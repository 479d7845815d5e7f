import AudioEngine
import Foundation
import Platform
import WheelCore

/// Plays one video at a time: a decode thread fills a small queue with frames converted to the
/// display's pixels, a presenter thread hands each to the app when the soundtrack's heard clock
/// reaches it (or drops it when it is too late, see `FrameTiming`), and the sound plays through
/// the audio engine's music output.
///
/// Every method returns at once; what happens comes back through `onEvent` (on the player's
/// threads: post it to the app's inbox). The core decides, the player only carries out.
public final class VideoPlayer: @unchecked Sendable {
  /// Frames decoded ahead of the clock: enough to ride out a slow key frame, few enough that
  /// a seek or resize shows at once.
  static let queueCapacity = 8

  struct Decoded {
    let pts: Double
    let picture: Picture
    let generation: Int
  }

  /// What the decode thread is asked to do next.
  enum Job {
    case open(path: String, at: Double)
    case seek(to: Double)
  }

  /// The video being played, as both threads share it.
  struct Session {
    let path: String
    var generation: Int
    var box: (width: Int, height: Int)
    var paused = false
    var clock: MasterClock?
    /// The decoder reached the end of the file.
    var ended = false
    /// A frame of this generation was shown (the first one is shown without waiting).
    var shownThisGeneration = false
    var lastPTS: Double?
    var frameInterval = 1.0 / 30
  }

  let monitor = Monitor()
  let soundtrack: VideoSoundtrack?
  let onEvent: @Sendable (VideoEvent) -> Void
  let timing: FrameTiming
  // Guarded by `monitor`.
  var closing = false
  var threadsRunning = 0
  var job: Job?
  var session: Session?
  var queue: [Decoded] = []
  var counters = VideoStats()
  /// Bumped by every play and stop, so the decode thread notices a new file mid-frame.
  var serial = 0
  /// Bumped by every change made through `locked`: the presenter's timed wait for the next frame
  /// ends early when something changed (a pause, a seek, a stop).
  var changes = 0

  /// `soundtrack` nil: videos play silently, timed by their own clock.
  public init(
    soundtrack: VideoSoundtrack?, timing: FrameTiming = FrameTiming(), onEvent: @escaping @Sendable (VideoEvent) -> Void
  ) {
    self.soundtrack = soundtrack
    self.timing = timing
    self.onEvent = onEvent
    threadsRunning = 2
    // The presenter gets the scheduling the audio threads get where the system allows it: it
    // only waits and hands frames on, but a late wake-up is a dropped frame. The decoder runs
    // ordinary, with the queue as its slack.
    AudioEngine.spawn("ipodtui-vdecode", raised: false) { [self] in decodeLoop() }
    AudioEngine.spawn("ipodtui-vshow", raised: true) { [self] in presentLoop() }
  }

  deinit { close() }

  /// Carries out one of the core's video commands.
  public func run(_ command: VideoCommand) {
    switch command {
    case .play(let path, let at, let width, let height, let generation):
      play(path, at: at, box: (width, height), generation: generation)
    case .pause: setPaused(true)
    case .resume: setPaused(false)
    case .seek(let to, let generation): seek(to: to, generation: generation)
    case .resize(let width, let height): locked { session?.box = (width, height) }
    case .stop: stop()
    }
  }

  public var stats: VideoStats { monitor.locked { counters } }

  /// Stops both threads (and the sound). Safe to call more than once.
  public func close() {
    stop()
    monitor.locked {
      closing = true
      monitor.broadcast()
      monitor.wait(until: { threadsRunning == 0 })
    }
  }

  private func play(_ path: String, at seconds: Double, box: (Int, Int), generation: Int) {
    locked {
      session = Session(path: path, generation: generation, box: box)
      job = .open(path: path, at: max(0, seconds))
      queue.removeAll()
      serial &+= 1
    }
  }

  private func seek(to seconds: Double, generation: Int) {
    let moved: Bool = locked {
      guard var current = session else { return false }
      current.generation = generation
      current.ended = false
      current.shownThisGeneration = false
      current.clock?.restart(at: seconds, now: MonotonicClock.nanoseconds())
      session = current
      queue.removeAll()
      job = .seek(to: max(0, seconds))
      return current.clock?.followsSound ?? false
    }
    // The sound moves at once; its heard clock is empty until the new position is heard.
    if moved { soundtrack?.seek(to: max(0, seconds)) }
  }

  private func setPaused(_ paused: Bool) {
    let follows: Bool = locked {
      session?.paused = paused
      session?.clock?.setPaused(paused, now: MonotonicClock.nanoseconds())
      return session?.clock?.followsSound ?? false
    }
    guard follows else { return }
    if paused { soundtrack?.pause() } else { soundtrack?.resume() }
  }

  private func stop() {
    let hadSound: Bool = locked {
      let had = session?.clock?.followsSound ?? false
      session = nil
      job = nil
      queue.removeAll()
      serial &+= 1
      return had
    }
    if hadSound { soundtrack?.stopMusic() }
  }

  @inline(__always)
  func locked<T>(_ body: () -> T) -> T {
    monitor.locked {
      defer {
        changes &+= 1
        monitor.broadcast()
      }
      return body()
    }
  }

  /// The master clock now, for `path` (nil while the sound has not been heard yet).
  func clockNow(_ clock: MasterClock, path: String) -> Double? {
    let heard = clock.followsSound ? soundtrack?.heardClock() : nil
    return clock.read(heard: heard, path: path, now: MonotonicClock.nanoseconds())
  }

  func threadExited() {
    monitor.locked {
      threadsRunning -= 1
      monitor.broadcast()
    }
  }
}
