import Foundation

/// What a file's tags say about its loudness, brought to one scale: gains in dB relative to
/// the ReplayGain reference (−18 LUFS, ReplayGain 2.0), peaks linear (1 = full scale).
///
/// Three sources, best first, each gain taken from the first source that has it:
/// - ReplayGain: `REPLAYGAIN_TRACK_GAIN`, `…_TRACK_PEAK`, `…_ALBUM_GAIN`, `…_ALBUM_PEAK`
///   (Vorbis comments, FLAC, APE, ID3 `TXXX` frames, MP4 `----:com.apple.iTunes:replaygain_*`;
///   FFmpeg files all of them under those names, case aside). Text like "-6.02 dB".
/// - R128 (Opus, RFC 7845): `R128_TRACK_GAIN`, `R128_ALBUM_GAIN`, integers in Q7.8 (dB x 256)
///   relative to −23 LUFS (EBU R128). ReplayGain's reference is 5 dB louder (−18 LUFS),
///   so the ReplayGain-equivalent gain is `value / 256 + 5` dB. R128 carries no peak.
/// - iTunNORM (Apple's Sound Check, ID3 `COMM` "iTunNORM" or MP4 `----:com.apple.iTunes:iTunNORM`):
///   ten 32-bit hex fields. Fields 1 and 2 are the left and right channels' adjustment
///   against a 1/1000 W reference: the gain is `−10 log10(value / 1000)` dB, and the louder
///   channel (the larger value) sets it, so neither channel is raised past its own measure.
///   Fields 3-4 repeat that against 1/2500 W (not used), 5-6 and 9-10 are statistics Apple
///   does not document, 7-8 are the channels' peak samples on a 16-bit scale (0x7FFF = full
///   scale), used as the peak. Sound Check has no album figure: album mode uses the track's.
/// FFmpeg's `AV_PKT_DATA_REPLAYGAIN` side data (which also holds the gain a LAME header carries)
/// fills what the tags leave open.
public struct LoudnessTags: Equatable, Sendable {
  public var trackGain: Double?
  public var trackPeak: Double?
  public var albumGain: Double?
  public var albumPeak: Double?

  public init(trackGain: Double? = nil, trackPeak: Double? = nil, albumGain: Double? = nil, albumPeak: Double? = nil) {
    self.trackGain = trackGain
    self.trackPeak = trackPeak
    self.albumGain = albumGain
    self.albumPeak = albumPeak
  }

  /// ReplayGain 2.0's reference minus EBU R128's: −18 LUFS − (−23 LUFS).
  public static let r128Offset = 5.0
  /// Gains beyond this are taken for damaged tags and ignored.
  static let plausibleGain = -60.0...60.0

  /// Reads the tags through `tag` (a case-insensitive lookup by name).
  public static func read(_ tag: (String) -> String?) -> LoudnessTags {
    var found = LoudnessTags(
      trackGain: tag("REPLAYGAIN_TRACK_GAIN").flatMap(gain), trackPeak: tag("REPLAYGAIN_TRACK_PEAK").flatMap(peak),
      albumGain: tag("REPLAYGAIN_ALBUM_GAIN").flatMap(gain), albumPeak: tag("REPLAYGAIN_ALBUM_PEAK").flatMap(peak))
    found.trackGain = found.trackGain ?? tag("R128_TRACK_GAIN").flatMap(r128)
    found.albumGain = found.albumGain ?? tag("R128_ALBUM_GAIN").flatMap(r128)
    if found.trackGain == nil, let norm = tag("iTunNORM").flatMap(soundCheck) {
      found.trackGain = norm.gain
      found.trackPeak = found.trackPeak ?? norm.peak
    }
    return found
  }

  /// Fills what is still unknown from `other` (FFmpeg's side data).
  public func filling(from other: LoudnessTags) -> LoudnessTags {
    LoudnessTags(
      trackGain: trackGain ?? other.trackGain, trackPeak: trackPeak ?? other.trackPeak,
      albumGain: albumGain ?? other.albumGain, albumPeak: albumPeak ?? other.albumPeak)
  }

  /// "−6.02 dB", "+1.5dB", "-3,2 dB" → dB.
  static func gain(_ text: String) -> Double? {
    var t = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\u{2212}", with: "-")
    if t.lowercased().hasSuffix("db") { t = String(t.dropLast(2)).trimmingCharacters(in: .whitespaces) }
    guard let value = Double(t.replacingOccurrences(of: ",", with: ".")), plausibleGain.contains(value) else {
      return nil
    }
    return value
  }

  static func peak(_ text: String) -> Double? {
    guard let value = Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")),
      value > 0, value < 100
    else { return nil }
    return value
  }

  /// An R128 gain (Q7.8 dB against −23 LUFS) in ReplayGain dB.
  static func r128(_ text: String) -> Double? {
    guard let q78 = Int(text.trimmingCharacters(in: .whitespaces)), (-32_768...32_767).contains(q78) else { return nil }
    let value = Double(q78) / 256 + r128Offset
    return plausibleGain.contains(value) ? value : nil
  }

  /// iTunNORM's gain and peak (see the type's documentation).
  static func soundCheck(_ text: String) -> (gain: Double, peak: Double?)? {
    let fields = text.split(separator: " ").compactMap { UInt32($0, radix: 16) }
    guard fields.count >= 10 else { return nil }
    let loudest = max(fields[0], fields[1])
    guard loudest > 0 else { return nil }
    let gain = -10 * log10(Double(loudest) / 1_000)
    guard plausibleGain.contains(gain) else { return nil }
    let peakSample = max(fields[6], fields[7])
    return (gain, peakSample > 0 ? Double(peakSample) / 32_768 : nil)
  }
}
