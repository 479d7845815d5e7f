import AudioEngine
import Platform
import WheelCore

/// The decode thread: opens files, seeks, and keeps the frame queue filled with pictures at
/// the display's size, skipping the conversion of frames that can only be late.
extension VideoPlayer {
  func decodeLoop() {
    defer { threadExited() }
    var decoder: VideoDecoder?
    var skipBefore = 0.0
    var decoderSerial = -1
    while true {
      // Wait for work: a job, or room in the queue of a video still decoding.
      let next: (job: Job?, session: Session, serial: Int)? = monitor.locked {
        monitor.wait(until: {
          guard !closing, let session else { return closing }
          return job != nil || (serial == decoderSerial && !session.ended && queue.count < Self.queueCapacity)
        })
        guard !closing, let session else { return nil }
        let taken = job
        job = nil
        return (taken, session, serial)
      }
      guard let next else { return }
      switch next.job {
      case .open(let path, let at)?:
        decoder = open(path, at: at, generation: next.session.generation)
        decoderSerial = next.serial
        skipBefore = at
        if decoder == nil { continue }
      case .seek(let to)?:
        if decoder?.seek(to: to) == false { locked { session?.ended = true } }
        skipBefore = to
      case nil: break
      }
      guard let decoder, decoderSerial == next.serial else { continue }
      decodeOne(decoder, skipBefore: skipBefore, serial: next.serial, generation: next.session.generation)
    }
  }

  /// Opens `path`, starts its sound, and tells the app its length; nil (and `.failed`) when it
  /// is not a video FFmpeg can decode.
  private func open(_ path: String, at seconds: Double, generation: Int) -> VideoDecoder? {
    let decoder: VideoDecoder
    do {
      decoder = try VideoDecoder(path: path)
    } catch {
      let current = locked {
        guard session?.path == path else { return false }
        session = nil
        return true
      }
      if current { onEvent(.failed(path: path, reason: error.reason)) }
      return nil
    }
    if seconds > 0 { _ = decoder.seek(to: seconds) }
    let follows = decoder.hasAudio && soundtrack != nil
    let stillWanted: Bool = locked {
      guard session?.path == path else { return false }
      session?.clock = MasterClock(followsSound: follows, at: seconds, now: MonotonicClock.nanoseconds())
      session?.frameInterval = decoder.frameInterval
      if session?.paused == true { session?.clock?.setPaused(true, now: MonotonicClock.nanoseconds()) }
      return true
    }
    guard stillWanted else { return nil }
    if follows { soundtrack?.playMusic(path: path, startAt: seconds) }
    onEvent(.started(path: path, duration: decoder.duration, width: decoder.width, height: decoder.height))
    return decoder
  }

  /// Decodes one frame and queues its picture, unless it comes before a seek's target or is
  /// too late to be shown. `generation` is the session's when this round was taken: a seek
  /// that arrives while the frame decodes makes it a frame of the old position, dropped here
  /// (it would otherwise be shown as the first frame after the seek).
  private func decodeOne(_ decoder: VideoDecoder, skipBefore: Double, serial: Int, generation: Int) {
    guard let pts = decoder.decodeNext() else {
      locked { if self.serial == serial { session?.ended = true } }
      return
    }
    let interval = decoder.frameInterval
    guard pts >= skipBefore - interval / 2 else { return }
    let (current, waiting): (Session?, Bool) = monitor.locked {
      counters.decoded += 1
      return (self.serial == serial && session?.generation == generation ? session : nil, !queue.isEmpty)
    }
    guard let current, let clock = current.clock else { return }
    // The first frame after a start or seek is always converted: it shows while the sound starts.
    if current.shownThisGeneration || waiting,
      timing.skipsConversion(pts: pts, clock: clockNow(clock, path: current.path), interval: interval)
    {
      monitor.locked { counters.droppedUnconverted += 1 }
      return
    }
    let started = MonotonicClock.nanoseconds()
    guard let picture = decoder.convert(fitting: current.box) else { return }
    let micros = Int((MonotonicClock.nanoseconds() - started) / 1_000)
    locked {
      counters.convertMicros += micros
      guard self.serial == serial, let session, session.generation == current.generation else { return }
      queue.append(Decoded(pts: pts, picture: picture, generation: current.generation))
      self.session?.lastPTS = pts
    }
  }
}
