import Foundation

/// The running equaliser: ten peaking sections per channel and the pre-gain, on the decode
/// thread's buffer of interleaved stereo Doubles (full scale = 1).
///
/// A preset change never jumps: section gains and pre-gain glide from where they are to the
/// new design over `rampFrames` (46 ms), the sections recomputed every `blockFrames` (0.7 ms)
/// and the pre-gain interpolated per sample, so there is no click and no zipper noise.
/// With EQ Off and the glide over, the equaliser is bypassed (`isBypassed`): once the states
/// have rung out for `settleFrames`, they are cleared and nothing is computed, so music
/// with EQ Off is bit-exact what the decoder produced. Nothing here allocates after `init`.
struct Equalizer {
  static let rampFrames = 2_048
  static let blockFrames = 32
  /// Half a second: the slowest section (32 Hz, Q √2) has decayed by far more than 96 dB.
  static let settleFrames = 22_050

  private static let bandCount = EqualizerDesign.frequencies.count
  private let cosines = EqualizerDesign.frequencies.map { cos(2 * Double.pi * $0 / EqualizerDesign.rate) }
  private let sines = EqualizerDesign.frequencies.map { sin(2 * Double.pi * $0 / EqualizerDesign.rate) }
  /// Section gains then the pre-gain, in dB: where the glide started, where it goes, where it is.
  private var from = [Double](repeating: 0, count: bandCount + 1)
  private var to = [Double](repeating: 0, count: bandCount + 1)
  private var now = [Double](repeating: 0, count: bandCount + 1)
  private var rampPosition = rampFrames
  private var sections = [Biquad](repeating: .identity, count: bandCount)
  /// Ten states for the left channel, then ten for the right.
  private var states = [(Double, Double)](repeating: (0, 0), count: bandCount * 2)
  private var flatFor = settleFrames
  private(set) var isBypassed = true

  /// Glides to `design` (nil: Off).
  mutating func setTarget(_ design: EqualizerDesign?) {
    let target = design.map { $0.sectionGains + [$0.preGainDB] } ?? [Double](repeating: 0, count: Self.bandCount + 1)
    guard target != to else { return }
    if isBypassed {
      for i in states.indices { states[i] = (0, 0) }
      isBypassed = false
    }
    for i in from.indices { from[i] = now[i] }
    for i in to.indices { to[i] = target[i] }
    rampPosition = 0
    flatFor = 0
  }

  /// Filters `frames` interleaved stereo frames in place.
  mutating func process(_ buffer: UnsafeMutablePointer<Double>, frames: Int) {
    guard !isBypassed else { return }
    var start = 0
    while start < frames {
      let count = min(Self.blockFrames, frames - start)
      let gainFrom = Self.linear(now[Self.bandCount])
      if rampPosition < Self.rampFrames { advanceRamp(by: count) }
      let gainTo = Self.linear(now[Self.bandCount])
      for i in 0..<count {
        let g = gainFrom + (gainTo - gainFrom) * Double(i + 1) / Double(count)
        let at = (start + i) * 2
        for channel in 0..<2 {
          var x = buffer[at + channel] * g
          let base = channel * Self.bandCount
          for band in 0..<Self.bandCount { x = sections[band].run(x, &states[base + band]) }
          buffer[at + channel] = x
        }
      }
      start += count
    }
    noteFlatness(frames)
  }

  private mutating func advanceRamp(by frames: Int) {
    rampPosition = min(Self.rampFrames, rampPosition + frames)
    let t = Double(rampPosition) / Double(Self.rampFrames)
    for i in now.indices { now[i] = from[i] + (to[i] - from[i]) * t }
    for band in 0..<Self.bandCount {
      sections[band] = Biquad.peaking(cos: cosines[band], sin: sines[band], gainDB: now[band], q: EqualizerDesign.q)
    }
  }

  /// After the glide to Off, lets the sections ring out, then bypasses them.
  private mutating func noteFlatness(_ frames: Int) {
    guard rampPosition == Self.rampFrames, now.allSatisfy({ $0 == 0 }) else { return }
    flatFor += frames
    if flatFor >= Self.settleFrames {
      isBypassed = true
      for i in states.indices { states[i] = (0, 0) }
    }
  }

  private static func linear(_ db: Double) -> Double { db == 0 ? 1 : pow(10, db / 20) }
}
