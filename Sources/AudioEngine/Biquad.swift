import Foundation

/// One second-order IIR section (coefficients normalised so a0 = 1), designed from the
/// "Audio EQ Cookbook" peaking-filter formulas (bilinear transform with the centre
/// frequency pre-warped, so the gain at the centre is exact even near Nyquist).
///
/// Hand-written rather than taken from a Debian library: what the engine needs is ten
/// cookbook sections whose coefficients glide while a preset changes, run in place on the
/// decode thread's own buffers without allocating. FFmpeg's `superequalizer`/`equalizer`
/// filters (libavfilter) would bring a filter graph with its own frame allocation per
/// buffer, and sox/LADSPA plugins are not libraries with a stable C API on Debian; ten
/// multiply-adds per sample are shorter than either binding.
struct Biquad: Equatable {
  var b0 = 1.0, b1 = 0.0, b2 = 0.0, a1 = 0.0, a2 = 0.0

  /// The identity: what a peaking section at 0 dB is, exactly.
  static let identity = Biquad()

  /// A peaking section: `gainDB` at `frequency`, bandwidth set by `q`.
  static func peaking(frequency: Double, gainDB: Double, q: Double, rate: Double) -> Biquad {
    let w0 = 2 * Double.pi * frequency / rate
    return peaking(cos: cos(w0), sin: sin(w0), gainDB: gainDB, q: q)
  }

  /// The same, from the centre's precomputed cos/sin (the ramp recomputes sections often).
  static func peaking(cos c: Double, sin s: Double, gainDB: Double, q: Double) -> Biquad {
    guard gainDB != 0 else { return .identity }
    let a = pow(10, gainDB / 40)
    let alpha = s / (2 * q)
    let a0 = 1 + alpha / a
    return Biquad(
      b0: (1 + alpha * a) / a0, b1: -2 * c / a0, b2: (1 - alpha * a) / a0,
      a1: -2 * c / a0, a2: (1 - alpha / a) / a0)
  }

  /// The magnitude response at `frequency`, in dB.
  func magnitudeDB(at frequency: Double, rate: Double) -> Double {
    let w = 2 * Double.pi * frequency / rate
    let (c1, s1, c2, s2) = (cos(w), sin(w), cos(2 * w), sin(2 * w))
    let nr = b0 + b1 * c1 + b2 * c2
    let ni = -(b1 * s1 + b2 * s2)
    let dr = 1 + a1 * c1 + a2 * c2
    let di = -(a1 * s1 + a2 * s2)
    return 10 * log10((nr * nr + ni * ni) / (dr * dr + di * di))
  }

  /// Filters one sample through `state` (transposed direct form II: two state values, good
  /// numerical behaviour in Double even for the 32 Hz band at 44.1 kHz).
  @inline(__always)
  func run(_ x: Double, _ state: inout (Double, Double)) -> Double {
    let y = b0 * x + state.0
    state.0 = b1 * x - a1 * y + state.1
    state.1 = b2 * x - a2 * y
    return y
  }
}
