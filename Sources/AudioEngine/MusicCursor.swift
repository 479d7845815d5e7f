/// The mixer's side of the music stream: chunks taken from the decode thread, played in order.
///
/// Owned by the output thread only. It turns chunk boundaries into events and reports
/// the position at most every quarter second of played audio.
package struct MusicCursor {
  private(set) var generation = 0
  private var chunks: [MusicChunk] = []
  private var head = 0
  /// Frames already played from `chunks[head]`.
  private var offset = 0
  private var headEventsSent = false
  /// The track now audible (nil before the first chunk and after a stop).
  private(set) var currentPath: String?
  private var lastPosition: Double = -1
  /// Unplayed frames held here.
  package private(set) var bufferedFrames = 0

  /// A run of one track's frames written by the last `mix`: where in that call's output it
  /// starts, how long it is, and the track position of its first frame (see `MusicTimeline`).
  struct Segment {
    let offset: Int
    let count: Int
    let path: String
    let seconds: Double
  }

  /// The runs the last `mix` wrote, for the heard clock.
  private(set) var segments: [Segment] = []

  /// Position reports are at least this far apart in played time (4 per second).
  static let positionInterval = 0.25

  var hasChunks: Bool { head < chunks.count }

  /// Drops everything; later chunks must carry `generation`.
  mutating func reset(generation: Int) {
    self.generation = generation
    chunks.removeAll()
    head = 0
    offset = 0
    headEventsSent = false
    bufferedFrames = 0
  }

  /// The next frame mixed reports its position, however close to the last report (a device
  /// back after a failure: the clock must move with the first sound heard).
  mutating func reportNextPosition() { lastPosition = -1 }

  /// Forgets the audible track (after stop).
  mutating func forgetTrack() { currentPath = nil }

  package mutating func append(_ chunk: MusicChunk) {
    guard chunk.generation == generation else { return }
    chunks.append(chunk)
    bufferedFrames += chunk.frameCount
  }

  /// Adds up to `frames` frames of music, scaled by `gain` (Q15, see `AudioEngine.setVolume`),
  /// into `acc`; returns the frames added. Events met on the way go to `events`.
  mutating func mix(
    into acc: UnsafeMutablePointer<Int32>, frames: Int, gain: Int32, events: inout [AudioEvent]
  ) -> Int {
    var done = 0
    segments.removeAll(keepingCapacity: true)
    while head < chunks.count {
      let chunk = chunks[head]
      if done == frames, chunk.frameCount > 0 { break }  // its events wait until it sounds
      if !headEventsSent {
        events.append(contentsOf: chunk.events)
        headEventsSent = true
        if chunk.frameCount > 0, chunk.path != currentPath {
          currentPath = chunk.path
          lastPosition = -1
        }
      }
      let count = min(chunk.frameCount - offset, frames - done)
      if count > 0 {
        let seconds = chunk.firstSecond + Double(offset) / Double(AudioFormat.sampleRate)
        segments.append(Segment(offset: done, count: count, path: chunk.path, seconds: seconds))
      }
      chunk.samples.withUnsafeBufferPointer { src in
        let from = offset * 2
        let to = done * 2
        for i in 0..<(count * 2) { acc[to + i] &+= (Int32(src[from + i]) &* gain) >> 15 }
      }
      offset += count
      done += count
      bufferedFrames -= count
      if count > 0 { reportPosition(chunk, events: &events) }
      if offset < chunk.frameCount { break }
      head += 1
      offset = 0
      headEventsSent = false
    }
    if head > 16 {
      chunks.removeFirst(head)
      head = 0
    }
    return done
  }

  private mutating func reportPosition(_ chunk: MusicChunk, events: inout [AudioEvent]) {
    let seconds = chunk.firstSecond + Double(offset) * chunk.speed / Double(AudioFormat.sampleRate)
    guard lastPosition < 0 || abs(seconds - lastPosition) >= Self.positionInterval else { return }
    lastPosition = seconds
    events.append(.position(path: chunk.path, seconds: seconds))
  }
}
