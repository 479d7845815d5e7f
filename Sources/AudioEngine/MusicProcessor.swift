/// Shapes decoded music on the decode thread, before it is queued for the mixer: Sound
/// Check's gain, the EQ, the time-stretch, then the peak limiter.
///
/// With everything off (EQ Off and settled, no Sound Check gain, speed 1, limiter at rest)
/// the samples pass untouched, bit-exact. Otherwise they go through Doubles (full scale = 1)
/// in a buffer kept from chunk to chunk (it grows only when a decoder hands over a larger
/// block than ever before), so shaping allocates nothing per chunk. A change of setting
/// reaches the listener after the music already queued (at most ~0.55 s: the decoder's
/// 370 ms plus the mixer's 185 ms), and glides in (`Equalizer.rampFrames`) rather than
/// switching with a click.
package final class MusicProcessor {
  /// The decode thread's blocks: the stretcher takes at most this many frames per call.
  package static let stretchBlockFrames = 4_096
  private var shaping = MusicShaping()
  private var equalizer = Equalizer()
  private var stretcher: TimeStretcher?
  private var limiter = PeakLimiter()
  private var loudness = LoudnessTags()
  /// Sound Check's linear gain now and where it glides to (a setting change mid-song).
  private var gain = 1.0
  private var targetGain = 1.0
  private var gainStep = 0.0
  private var work: [Double] = []
  /// The stretcher carries this track (it stays engaged, at 1x if so set, until the next one).
  private(set) var isStretching = false
  /// Frames the limiter had to bend, since the engine started.
  private(set) var limitedFrames = 0

  package init() {}

  /// Song seconds per output second of the chunk just processed.
  var speed: Double { isStretching ? stretcher?.speed ?? 1 : 1 }

  /// Takes the latest settings (cheap when nothing changed).
  package func update(_ new: MusicShaping) {
    guard new != shaping else { return }
    if new.equalizer != shaping.equalizer { equalizer.setTarget(new.equalizer) }
    shaping = new
    targetGain = loudness.linearGain(for: shaping.soundCheck)
    gainStep = abs(targetGain - gain) / Double(Equalizer.rampFrames)
    if shaping.speed != 1, !isStretching {
      engageStretcher()
    } else if isStretching {
      stretcher?.setSpeed(shaping.speed)
    }
  }

  /// A new song (or a seek in one): its own Sound Check level from its first sample, and a
  /// fresh stretcher (none at 1x).
  package func startTrack(_ tags: LoudnessTags) {
    loudness = tags
    targetGain = tags.linearGain(for: shaping.soundCheck)
    gain = targetGain
    isStretching = false
    if shaping.speed != 1 { engageStretcher() }
  }

  /// Shapes one decoded block in place (interleaved stereo Int16). With the stretcher engaged
  /// the block may come back shorter, longer or empty; `final` flushes its tail at a song's end.
  package func process(_ samples: inout [Int16], final: Bool = false) {
    let frames = samples.count / 2
    guard isActive else { return }
    if work.count < samples.count { work = [Double](repeating: 0, count: samples.count) }
    work.withUnsafeMutableBufferPointer { buffer in
      let w = buffer.baseAddress!
      samples.withUnsafeBufferPointer { src in
        for i in 0..<(frames * 2) { w[i] = Double(src[i]) / 32_768 }
      }
      applyGain(w, frames: frames)
      equalizer.process(w, frames: frames)
      if isStretching, let stretcher {
        samples.removeAll(keepingCapacity: true)
        stretcher.process(w, frames: frames, final: final) { left, right in
          var l = Double(left)
          var r = Double(right)
          if limiter.apply(&l, &r) { limitedFrames += 1 }
          samples.append(Self.int16(l))
          samples.append(Self.int16(r))
        }
      } else {
        samples.withUnsafeMutableBufferPointer { out in
          for i in 0..<frames {
            if limiter.apply(&w[2 * i], &w[2 * i + 1]) { limitedFrames += 1 }
            out[2 * i] = Self.int16(w[2 * i])
            out[2 * i + 1] = Self.int16(w[2 * i + 1])
          }
        }
      }
    }
  }

  private var isActive: Bool {
    !equalizer.isBypassed || gain != 1 || targetGain != 1 || isStretching || !limiter.isIdle
  }

  /// Sound Check's gain, gliding over `Equalizer.rampFrames` when a setting changed.
  private func applyGain(_ w: UnsafeMutablePointer<Double>, frames: Int) {
    for i in 0..<frames {
      if gain != targetGain {
        gain = abs(targetGain - gain) <= gainStep ? targetGain : gain + (targetGain > gain ? gainStep : -gainStep)
      }
      w[2 * i] *= gain
      w[2 * i + 1] *= gain
    }
  }

  private func engageStretcher() {
    if let stretcher {
      stretcher.reset(speed: shaping.speed)
    } else {
      stretcher = TimeStretcher(speed: shaping.speed, maxFrames: Self.stretchBlockFrames)
    }
    isStretching = true
  }

  @inline(__always)
  private static func int16(_ x: Double) -> Int16 {
    Int16(clamping: Int((x * 32_768).rounded()))
  }
}
