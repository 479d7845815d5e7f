import Foundation

/// Settings > Sound Check: which of a song's loudness figures (see `LoudnessTags`) sets its level.
public enum SoundCheck: String, Sendable, CaseIterable {
  case off, track, album
}

extension LoudnessTags {
  /// The linear gain Sound Check applies in `mode`: the track's gain, or in album mode the
  /// album's (the track's when the album has none); 1 when Off or untagged.
  ///
  /// Peak protection: the gain never exceeds 1 / peak, so the loudest sample the tags know
  /// of lands at full scale at most. The track's own peak is used when known (it bounds
  /// exactly the samples being scaled), else the album's. Files with no peak figure (R128,
  /// many MP3s) rely on the engine's limiter (`PeakLimiter`) for the rare sample that would
  /// still go over.
  public func linearGain(for mode: SoundCheck) -> Double {
    let db: Double?
    switch mode {
    case .off: db = nil
    case .track: db = trackGain
    case .album: db = albumGain ?? trackGain
    }
    guard let db else { return 1 }
    var gain = pow(10, db / 20)
    if let peak = trackPeak ?? albumPeak, peak > 0 { gain = min(gain, 1 / peak) }
    return gain
  }
}
