/// The decode thread: keeps up to `capacityFrames` of music decoded ahead of the mixer.
///
/// Opening a file (an MP3 may be scanned whole) and decoding happen here, never on the
/// output thread, so a slow disk cannot underrun the 6 ms device buffer. At the end of a
/// file it opens the queued next one straight away: its samples follow in the same
/// stream, which is what makes playback gapless.
final class MusicFeed: @unchecked Sendable {
  private enum Job {
    case open(EngineShared.MusicRequest, generation: Int)
    case decode
    case exit
  }

  /// About 370 ms at 44.1 kHz: plenty against disk hiccups, small enough to stay cheap.
  static let capacityFrames = 16_384
  static let chunkFrames = 2_048

  private let shared: EngineShared
  private var stream: TrackStream?
  private var streamGeneration = -1
  /// Generation whose last track ended; a `queueNext` in it starts at once.
  private var finishedGeneration = -1
  private var producedFrames = 0
  private var pendingEvents: [AudioEvent] = []

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
        if stream != nil, shared.queuedFrames + Self.chunkFrames <= Self.capacityFrames {
          return .decode
        }
        if stream == nil, finishedGeneration == shared.generation, let next = shared.nextPath {
          shared.nextPath = nil
          shared.decoderActive = true
          return .open(.init(path: next, startAt: 0, announce: true), generation: shared.generation)
        }
        if stream == nil, shared.decoderActive {
          shared.decoderActive = false
          shared.decoderPath = nil
          shared.monitor.broadcast()
        }
        shared.monitor.wait(untilNanos: nil)
      }
    }
  }

  private func open(_ request: EngineShared.MusicRequest, generation: Int) {
    do {
      let opened = try TrackStream(path: request.path, startAt: request.startAt)
      stream = opened
      streamGeneration = generation
      finishedGeneration = -1
      producedFrames = 0
      pendingEvents = request.announce
        ? [.trackStarted(path: request.path, duration: opened.duration)] : []
      shared.monitor.locked { shared.decoderPath = request.path }
    } catch {
      finish(generation: generation, path: request.path,
             event: .trackFailed(path: request.path, reason: error.description))
    }
  }

  private func decodeChunk() {
    guard let stream else { return }
    var samples: [Int16] = []
    samples.reserveCapacity(Self.chunkFrames * 2 + 16)
    if stream.decode(frames: Self.chunkFrames, into: &samples) {
      let first = stream.startSeconds + Double(producedFrames) / Double(AudioFormat.sampleRate)
      push(MusicChunk(generation: streamGeneration, path: stream.path, firstSecond: first,
                      samples: samples, events: pendingEvents))
      pendingEvents = []
      producedFrames += samples.count / 2
    } else if let reason = stream.reader.errorDescription {
      finish(generation: streamGeneration, path: stream.path,
             event: .trackFailed(path: stream.path, reason: reason))
    } else {
      finish(generation: streamGeneration, path: stream.path, event: .trackFinished(path: stream.path))
    }
  }

  /// Ends the current file with a marker chunk; the queued next one (if any) follows.
  private func finish(generation: Int, path: String, event: AudioEvent) {
    push(MusicChunk(generation: generation, path: path, firstSecond: 0, samples: [],
                    events: pendingEvents + [event]))
    pendingEvents = []
    stream = nil
    finishedGeneration = generation
  }

  private func push(_ chunk: MusicChunk) {
    shared.monitor.locked {
      guard chunk.generation == shared.generation else { return }
      shared.chunks.append(chunk)
      shared.queuedFrames += chunk.frameCount
      shared.serial &+= 1
      shared.monitor.broadcast()
    }
  }
}
