/// The output thread: gather commands, mix one period, write it, repeat; sleep when silent.
///
/// Commands are gathered right before mixing and the period is written at once, so a
/// click waits at most one period plus the mix. On the unclocked test device the loop
/// paces itself with `Pacer`; on a real card `snd_pcm_wait` does. Events are delivered
/// after the write, outside the lock.
final class OutputLoop: @unchecked Sendable {
  private let shared: EngineShared
  private let output: PcmOutput
  private let onEvent: @Sendable (AudioEvent) -> Void
  private var mixer = Mixer()
  private var pacer: Pacer
  private var needsAnchor = true
  private var publishedPath: String?
  /// Counters since the last publish to `shared.stats`.
  private var written = 0
  private var latencies: [Int] = []
  private var started: [UInt64] = []

  /// Music frames the mixer keeps on hand (the rest waits in `shared.chunks`).
  static let localMusicFrames = 4_096

  init(shared: EngineShared, output: PcmOutput, onEvent: @escaping @Sendable (AudioEvent) -> Void) {
    self.shared = shared
    self.output = output
    self.onEvent = onEvent
    pacer = Pacer(leadFrames: output.bufferFrames)
  }

  func run() {
    var out: [Int16] = []
    var events: [AudioEvent] = []
    let period = output.periodFrames
    while true {
      pace(period)
      guard let (gain, musicOn) = gather() else { break }
      if needsAnchor {  // woke from idle: restart the timeline only if the device drained
        pacer.resume(at: monotonicNanos())
        needsAnchor = false
        pace(period)
      }
      let frames = mixer.render(
        frames: period, musicGain: gain, musicOn: musicOn, into: &out, events: &events)
      if frames > 0 {
        let now = monotonicNanos()
        for requested in started { latencies.append(Int((now &- requested) / 1_000)) }
        out.withUnsafeBufferPointer { _ = output.write($0.baseAddress!, frames: frames) }
        pacer.didWrite(frames, now: monotonicNanos())
        written += frames
      }
      started.removeAll(keepingCapacity: true)
      for event in events { onEvent(event) }
      events.removeAll(keepingCapacity: true)
    }
    output.close()
    shared.monitor.locked {
      publishStats()
      shared.outputIdle = true
      shared.outputExited = true
      shared.monitor.broadcast()
    }
  }

  /// Waits until one more period may be written (never more than a buffer ahead).
  /// A device that failed for good is paced by the clock, so music keeps time silently.
  private func pace(_ period: Int) {
    if output.isClocked, !output.failed {
      output.waitForRoom(timeoutMillis: 100)
      return
    }
    let ready = pacer.readyTime(forWriting: period)
    shared.monitor.locked {
      while !shared.closing, monotonicNanos() < ready { shared.monitor.wait(untilNanos: ready) }
    }
  }

  /// Takes pending commands and music under the lock; sleeps there while nothing sounds.
  /// Returns the music gain and whether music plays, or nil when the engine closes.
  private func gather() -> (Int32, Bool)? {
    shared.monitor.locked {
      publishStats()
      while !shared.closing {
        absorbCommands()
        let musicOn = !shared.paused
        if musicOn { pullMusic() }
        if mixer.hasVoices || (musicOn && mixer.music.hasChunks) {
          shared.outputIdle = false
          shared.stats.isIdle = false
          return (shared.musicGain, musicOn)
        }
        if !shared.outputIdle {
          shared.outputIdle = true
          shared.stats.isIdle = true
          shared.stats.idleEntries += 1
          shared.monitor.broadcast()
        }
        shared.monitor.wait(untilNanos: nil)
        needsAnchor = true
      }
      return nil
    }
  }

  private func absorbCommands() {
    if mixer.music.generation != shared.generation {
      mixer.music.reset(generation: shared.generation)
      if shared.audiblePath == nil { mixer.music.forgetTrack() }
    }
    if let path = mixer.music.currentPath, path != publishedPath {
      publishedPath = path
      shared.audiblePath = path
    }
    for click in shared.pendingClicks {
      mixer.startClick(click.sound)
      started.append(click.requestedAt)
    }
    shared.stats.clicksStarted += shared.pendingClicks.count
    shared.pendingClicks.removeAll(keepingCapacity: true)
    switch shared.previewCommand {
    case .play(let sound)?: mixer.preview = Voice(sound)
    case .stop?: mixer.preview = nil
    case nil: break
    }
    switch shared.alarmCommand {
    case .play(let sound)?: mixer.alarm = Voice(sound, loops: true)
    case .stop?: mixer.alarm = nil
    case nil: break
    }
    shared.previewCommand = nil
    shared.alarmCommand = nil
  }

  private func pullMusic() {
    var pulled = false
    while mixer.music.bufferedFrames < Self.localMusicFrames, !shared.chunks.isEmpty {
      let chunk = shared.chunks.removeFirst()
      shared.queuedFrames -= chunk.frameCount
      mixer.music.append(chunk)
      pulled = true
    }
    if pulled { shared.monitor.broadcast() }  // the decoder may refill
  }

  private func publishStats() {
    shared.stats.framesWritten += written
    shared.stats.underruns = output.underruns
    for micros in latencies { shared.stats.recordClickLatency(micros) }
    written = 0
    latencies.removeAll(keepingCapacity: true)
  }
}
