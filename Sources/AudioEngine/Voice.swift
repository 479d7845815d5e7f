/// One in-memory sound being played (a click, a preview or an alarm).
struct Voice {
  let samples: [Int16]
  let loops: Bool
  /// Next frame to play; negative while the voice waits `delay` frames of silence to start.
  private(set) var frame = 0

  /// `delay`: frames of silence before the first sample, so clicks can be spaced in the stream.
  init(_ sound: Sound, loops: Bool = false, delay: Int = 0) {
    samples = sound.samples
    self.loops = loops && sound.frameCount > 0
    frame = -max(0, delay)
  }

  var frameCount: Int { samples.count / 2 }
  var isFinished: Bool { !loops && frame >= frameCount }

  /// Adds up to `frames` frames into `acc` (interleaved stereo); returns how many were added.
  mutating func mix(into acc: UnsafeMutablePointer<Int32>, frames: Int) -> Int {
    var done = min(frames, max(0, -frame))
    frame += done
    while done < frames, !isFinished {
      let count = min(frames - done, frameCount - frame)
      samples.withUnsafeBufferPointer { src in
        let from = frame * 2
        let to = done * 2
        for i in 0..<(count * 2) { acc[to + i] &+= Int32(src[from + i]) }
      }
      frame += count
      done += count
      if loops, frame >= frameCount { frame = 0 }
    }
    return done
  }
}
