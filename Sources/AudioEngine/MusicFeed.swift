/// The decode thread: keeps up to `capacityFrames` of music decoded ahead of the mixer.
///
/// Opening a file (an MP3 may be scanned whole) and decoding happen here, never on the
/// output thread, so a slow disk cannot underrun the 6 ms device buffer. At the end of a
/// file it opens the queued next one straight away: its samples follow in the same
/// stream, which is what makes playback gapless.
package final class MusicFeed: @unchecked Sendable {
  private enum Job {
    case open(EngineShared.MusicRequest, generation: Int)
    case decode
    case exit
  }

  /// About 370 ms at 44.1 kHz: plenty against disk hiccups, small enough to stay cheap.
  static let capacityFrames = 16_384
  package static let chunkFrames = 2_048
  /// The decoder refills in bursts: it starts once the queue is down to this and then decodes
  /// until the queue is full, so it wakes about five times a second rather than once a chunk.
  static let refillFrames = capacityFrames / 2

  private let shared: EngineShared
  private var stream: TrackStream?
  private var streamGeneration = -1
  /// Song frames (at 44.1 kHz) the chunks pushed so far for this stream cover.
  private var songFrames = 0.0
  /// A refill is under way (see `refillFrames`).
  private var refilling = true
  private var pendingEvents: [AudioEvent] = []
  /// EQ, Sound Check, speed: copied from `shared` with each job, applied by `processor`.
  private var shaping = MusicShaping()
  private let processor = MusicProcessor()

  init(shared: EngineShared) { self.shared = shared }

  func run() {
    while true {
      switch nextJob() {
      case .exit:
        stream = nil
        shared.monitor.locked {
          shared.decoderExited = true
          shared.monitor.broadcast()
        }
        return
      case .open(let request, let generation): open(request, generation: generation)
      case .decode: decodeChunk()
      }
    }
  }

  private func nextJob() -> Job {
    var dropped: TrackStream?  // closed outside the lock
    defer { _ = dropped }
    return shared.monitor.locked {
      defer { shaping = shared.shaping }
      while true {
        if shared.closing { return .exit }
        if let request = shared.request {
          shared.request = nil
          shared.decoderActive = true
          dropped = stream
          stream = nil
          return .open(request, generation: shared.generation)
        }
        if stream != nil, streamGeneration != shared.generation {  // stopped
          dropped = stream
          stream = nil
          shared.decoderPath = nil
        }
        if stream != nil {
          if shared.queuedFrames <= Self.refillFrames { refilling = true }
          if refilling, shared.queuedFrames + Self.chunkFrames <= Self.capacityFrames { return .decode }
          refilling = false
        }
        if stream == nil, let next = shared.upcoming.takeClaimed() {
          shared.decoderActive = true
          return .open(.init(path: next, startAt: 0, announce: true), generation: shared.generation)
        }
        if stream == nil, shared.decoderActive {
          shared.decoderActive = false
          shared.decoderPath = nil
          shared.monitor.broadcast()
        }
        shared.monitor.wait(until: hasWork)
      }
    }
  }

  /// Something for `nextJob` to do (read under the lock): what each branch above waits for.
  private func hasWork() -> Bool {
    if shared.closing || shared.request != nil { return true }
    guard stream != nil else { return shared.upcoming.claimed != nil }
    return streamGeneration != shared.generation || shared.queuedFrames <= Self.refillFrames
  }

  private func open(_ request: EngineShared.MusicRequest, generation: Int) {
    do {
      let opened = try TrackStream(path: request.path, startAt: request.startAt)
      stream = opened
      streamGeneration = generation
      songFrames = 0
      processor.update(shaping)
      processor.startTrack(opened.loudness)
      pendingEvents =
        request.announce
        ? [.trackStarted(path: request.path, duration: opened.duration)] : []
      shared.monitor.locked { shared.decoderPath = request.path }
    } catch {
      finish(
        generation: generation, path: request.path,
        event: .trackFailed(path: request.path, reason: error.description))
    }
  }

  private func decodeChunk() {
    guard let stream else { return }
    var samples: [Int16] = []
    samples.reserveCapacity(Self.chunkFrames * 3 + 16)  // room for a 0.8x stretch
    processor.update(shaping)
    if stream.decode(frames: Self.chunkFrames, into: &samples) {
      processor.process(&samples)
      pushMusic(samples, of: stream)
    } else if let reason = stream.reader.errorDescription {
      flushStretcher(stream)
      finish(
        generation: streamGeneration, path: stream.path,
        event: .trackFailed(path: stream.path, reason: reason))
    } else {
      flushStretcher(stream)
      if let length = stream.measuredDuration {
        pendingEvents.append(.trackMeasured(path: stream.path, duration: length))
      }
      finish(generation: streamGeneration, path: stream.path, event: .trackFinished(path: stream.path))
    }
  }

  /// Queues shaped samples, stamped in song time (a stretched chunk covers `speed` song
  /// seconds per second). A stretcher still filling up can return nothing: the events wait.
  private func pushMusic(_ samples: [Int16], of stream: TrackStream) {
    guard !samples.isEmpty else { return }
    let rate = Double(AudioFormat.sampleRate)
    var chunk = MusicChunk(
      generation: streamGeneration, path: stream.path,
      firstSecond: stream.startSeconds + songFrames / rate, samples: samples, events: pendingEvents)
    chunk.speed = processor.speed
    push(chunk)
    pendingEvents = []
    songFrames += Double(chunk.frameCount) * chunk.speed
  }

  /// The stretcher's tail at the end of a song.
  private func flushStretcher(_ stream: TrackStream) {
    guard processor.isStretching else { return }
    var tail: [Int16] = []
    processor.process(&tail, final: true)
    pushMusic(tail, of: stream)
  }

  /// Ends the current file with a marker chunk and, in the same step under the lock, claims
  /// the file that follows it (see `UpcomingTracks`): once the end can be heard, the successor
  /// is settled, whatever the app names next.
  private func finish(generation: Int, path: String, event: AudioEvent) {
    let marker = MusicChunk(
      generation: generation, path: path, firstSecond: 0, samples: [],
      events: pendingEvents + [event])
    pendingEvents = []
    stream = nil
    push(marker) { shared.upcoming.decoderEnded(generation: generation) }
  }

  /// Queues `chunk` for the output threads; `alongside` runs in the same critical section
  /// when the chunk is still current.
  private func push(_ chunk: MusicChunk, alongside: () -> Void = {}) {
    shared.monitor.locked {
      shared.stats.limitedFrames = processor.limitedFrames
      guard chunk.generation == shared.generation else { return }
      // An output thread waits for music only while there is none (see `OutputLoop.sleep`);
      // one that still has some takes this at its next write, so waking it per chunk is wasted.
      let awaited = shared.chunks.isEmpty
      shared.chunks.append(chunk)
      shared.queuedFrames += chunk.frameCount
      alongside()
      if awaited { shared.monitor.broadcast() }
    }
  }
}
