import Foundation

/// Turns ten slider values (iTunes' graphic equaliser: dB at 32 Hz … 16 kHz) into ten
/// peaking sections and a pre-gain.
///
/// Neighbouring bands one octave apart overlap, so sections set to the slider values would
/// overshoot: Bass Booster's 5.5 dB at 32 Hz plus the 64 Hz band's skirt gives about 7 dB.
/// The design solves for the section gains whose *combined* response equals the slider
/// values at the ten centres (a linear solve on the bands' interaction matrix, then a few
/// Newton steps, since a section's response in dB is not exactly linear in its gain). Between
/// centres the curve is the smooth sum of the sections.
///
/// The pre-gain is minus the highest point of that combined curve (searched on a fine grid up
/// to Nyquist) and `headroomDB` more, so a full-scale sine at any frequency leaves the
/// equaliser below full scale even while a tone starts or stops (a filter's step response
/// overshoots its steady level a little: measured, up to ~0.1 dB). Flat (all zeros) is the
/// identity and gets 0 dB.
public struct EqualizerDesign: Equatable, Sendable {
  /// iTunes' band centres, in Hz.
  public static let frequencies: [Double] = [32, 64, 125, 250, 500, 1_000, 2_000, 4_000, 8_000, 16_000]
  /// One octave of bandwidth per band (Q = √2), like a classic octave graphic equaliser.
  static let q = 2.0.squareRoot()
  static let rate = Double(AudioFormat.sampleRate)
  /// Kept below full scale beyond the curve's peak, for transients (see the type's notes).
  public static let headroomDB = 0.25

  /// The slider values asked for (dB).
  public let bands: [Double]
  /// The gains the ten sections get (dB) so the curve meets `bands` at the centres.
  public let sectionGains: [Double]
  /// Applied before the sections (dB, never positive).
  public let preGainDB: Double

  /// nil unless `bands` has exactly ten finite values.
  public init?(bands: [Double]) {
    guard bands.count == Self.frequencies.count, bands.allSatisfy(\.isFinite) else { return nil }
    self.bands = bands
    let flat = bands.allSatisfy { $0 == 0 }
    sectionGains = flat ? bands : Self.solve(bands)
    preGainDB = flat ? 0 : -(max(0, Self.peakDB(sectionGains)) + Self.headroomDB)
  }

  /// The combined curve of the sections (pre-gain not included) at `frequency`, in dB.
  public func responseDB(at frequency: Double) -> Double {
    Self.response(sectionGains, at: frequency)
  }

  /// Where the curve is highest between 20 Hz and 20 kHz (1/48-octave search).
  public var peakFrequency: Double {
    var best = (f: 20.0, db: -Double.infinity)
    var f = 20.0
    while f <= 20_000 {
      let db = responseDB(at: f)
      if db > best.db { best = (f, db) }
      f *= pow(2, 1.0 / 48)
    }
    return best.f
  }

  static func sections(_ gains: [Double]) -> [Biquad] {
    zip(frequencies, gains).map { Biquad.peaking(frequency: $0, gainDB: $1, q: q, rate: rate) }
  }

  static func response(_ gains: [Double], at frequency: Double) -> Double {
    sections(gains).reduce(0) { $0 + $1.magnitudeDB(at: frequency, rate: rate) }
  }

  /// Section gains whose summed response hits `targets` at the centres (to ~0.001 dB).
  private static func solve(_ targets: [Double]) -> [Double] {
    let n = frequencies.count
    // Interaction matrix: the response at centre i of section j set to +1 dB.
    let unit = (0..<n).map { j in Biquad.peaking(frequency: frequencies[j], gainDB: 1, q: q, rate: rate) }
    let matrix = (0..<n).map { i in (0..<n).map { j in unit[j].magnitudeDB(at: frequencies[i], rate: rate) } }
    var gains = targets
    for _ in 0..<8 {
      let now = frequencies.map { response(gains, at: $0) }
      let error = zip(targets, now).map { $0 - $1 }
      if error.allSatisfy({ abs($0) < 1e-4 }) { break }
      let step = LinearSolve.solve(matrix, error) ?? error
      gains = zip(gains, step).map { $0 + $1 }
    }
    return gains
  }

  /// The highest point of the curve from 10 Hz to Nyquist (1/48-octave grid plus the centres).
  private static func peakDB(_ gains: [Double]) -> Double {
    let filters = sections(gains)
    var frequency = 10.0
    var peak = -Double.infinity
    let probe = { (f: Double) in filters.reduce(0) { $0 + $1.magnitudeDB(at: f, rate: rate) } }
    while frequency < rate / 2 {
      peak = max(peak, probe(frequency))
      frequency *= pow(2, 1.0 / 48)
    }
    for f in frequencies { peak = max(peak, probe(f)) }
    return peak
  }
}

/// Gaussian elimination with partial pivoting for the equaliser's 10 x 10 system.
enum LinearSolve {
  static func solve(_ matrix: [[Double]], _ rhs: [Double]) -> [Double]? {
    let n = rhs.count
    var a = matrix
    var b = rhs
    for col in 0..<n {
      guard let pivot = (col..<n).max(by: { abs(a[$0][col]) < abs(a[$1][col]) }), abs(a[pivot][col]) > 1e-12 else {
        return nil
      }
      a.swapAt(col, pivot)
      b.swapAt(col, pivot)
      for row in (col + 1)..<n {
        let f = a[row][col] / a[col][col]
        for k in col..<n { a[row][k] -= f * a[col][k] }
        b[row] -= f * b[col]
      }
    }
    var x = [Double](repeating: 0, count: n)
    for row in stride(from: n - 1, through: 0, by: -1) {
      var sum = b[row]
      for k in (row + 1)..<n { sum -= a[row][k] * x[k] }
      x[row] = sum / a[row][row]
    }
    return x
  }
}
