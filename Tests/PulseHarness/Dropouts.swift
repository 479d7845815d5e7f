/// Finds dropouts in a recording of a steady tone: runs of near-silence inside it.
///
/// A sine crosses zero for a few microseconds only, so a stretch of over 1 ms below 2% of the
/// tone's level in both channels is sound that was never played (a buffer the server had to
/// fill with silence). Clicks over the tone only add sound. The tone's first and last
/// half-second are left out: a stream starts and ends there.
public struct Dropouts: Sendable {
  public struct Gap: Sendable, Equatable {
    /// Frame of the recording where the gap starts, and its length in frames.
    public let frame: Int
    public let frames: Int
  }

  public let gaps: [Gap]
  /// Frames from the tone's first loud frame to its last: how much of it was heard.
  public let toneFrames: Int
  public let rate: Int

  public var milliseconds: Double { Double(gaps.reduce(0) { $0 + $1.frames }) * 1_000 / Double(rate) }
  public var toneSeconds: Double { Double(toneFrames) / Double(rate) }

  /// Analyses interleaved stereo `samples` at `rate`; `longest` frames of quiet is still no gap
  /// (default: 1 ms).
  public init(stereo samples: [Int16], rate: Int = 44_100, longest: Int? = nil) {
    self.rate = rate
    let frames = samples.count / 2
    func level(_ i: Int) -> Int { max(abs(Int(samples[2 * i])), abs(Int(samples[2 * i + 1]))) }
    // The tone's level: clicks are rare and the silence around the tone is short, so the 95th
    // percentile of a sample of frames is the tone's crest.
    let sampled = stride(from: 0, to: frames, by: 7).map(level).sorted()
    let peak = sampled.isEmpty ? 0 : sampled[sampled.count * 95 / 100]
    let loud = peak / 2
    guard peak > 0, let first = (0..<frames).first(where: { level($0) >= loud }),
      let last = (0..<frames).last(where: { level($0) >= loud })
    else {
      gaps = []
      toneFrames = 0
      return
    }
    toneFrames = last - first
    let quiet = max(1, peak / 50)
    let allowed = longest ?? rate / 1_000
    var found: [Gap] = []
    var run = 0
    for i in (first + rate / 2)..<max(first + rate / 2, last - rate / 2) {
      if level(i) < quiet {
        run += 1
      } else {
        if run > allowed { found.append(Gap(frame: i - run, frames: run)) }
        run = 0
      }
    }
    gaps = found
  }
}
