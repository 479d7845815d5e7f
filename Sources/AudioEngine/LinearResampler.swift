/// Streaming sample-rate converter for interleaved stereo Int16, by linear interpolation.
///
/// Output frame k sits at input position p = k * inRate / outRate, kept as an exact
/// integer ratio (no drift over long files): with i = floor(p) and f = p - i,
/// `out = x[i] + round((x[i+1] - x[i]) * f)` per channel. The output stops at the last
/// input frame, so N input frames give `floor((N - 1) * outRate / inRate) + 1` frames.
/// Linear interpolation is audibly soft on highs but cheap and adequate for the few
/// files that are not 44.1 kHz; when the rates match the samples pass through untouched.
struct LinearResampler {
  let inRate: Int
  let outRate: Int
  /// Input frames consumed before the current block.
  private var consumed = 0
  /// Index of the next output frame.
  private var nextOut = 0
  /// The last input frame of the previous block (left, right).
  private var last: (Int16, Int16) = (0, 0)

  init(inRate: Int, outRate: Int = AudioFormat.sampleRate) {
    self.inRate = inRate
    self.outRate = outRate
  }

  /// True when no conversion is needed and `process` is an identity.
  var isPassthrough: Bool { inRate == outRate }

  /// Output frames produced for a whole input of `frames` frames.
  static func outputFrames(forInput frames: Int, inRate: Int, outRate: Int = AudioFormat.sampleRate) -> Int {
    guard frames > 0 else { return 0 }
    return inRate == outRate ? frames : (frames - 1) * outRate / inRate + 1
  }

  /// Converts one block of stereo frames, appending the result to `out`.
  mutating func process(_ block: [Int16], into out: inout [Int16]) {
    let count = block.count / 2
    guard count > 0 else { return }
    if isPassthrough {
      out.append(contentsOf: block)
      consumed += count
      return
    }
    let end = consumed + count  // one past the last available input index
    while true {
      let position = nextOut * inRate
      let i = position / outRate
      let remainder = position % outRate
      if i >= end || (remainder > 0 && i + 1 >= end) { break }
      let a = frame(i, block)
      if remainder == 0 {
        out.append(a.0); out.append(a.1)
      } else {
        let b = frame(i + 1, block)
        let f = Double(remainder) / Double(outRate)
        out.append(Self.mix(a.0, b.0, f)); out.append(Self.mix(a.1, b.1, f))
      }
      nextOut += 1
    }
    last = (block[count * 2 - 2], block[count * 2 - 1])
    consumed = end
  }

  private func frame(_ index: Int, _ block: [Int16]) -> (Int16, Int16) {
    if index < consumed { return last }
    let j = (index - consumed) * 2
    return (block[j], block[j + 1])
  }

  @inline(__always)
  private static func mix(_ a: Int16, _ b: Int16, _ f: Double) -> Int16 {
    Int16(Int(a) + Int((Double(Int(b) - Int(a)) * f).rounded()))
  }
}
