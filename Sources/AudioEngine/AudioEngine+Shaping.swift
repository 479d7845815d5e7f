/// EQ, Sound Check and audiobook speed: how the music sounds (see `MusicProcessor`).
/// Each takes effect after the music already decoded (about half a second) and glides in.
extension AudioEngine {
  /// The ten band gains in dB at `EqualizerDesign.frequencies` (iTunes' 32 Hz … 16 kHz), or
  /// nil for EQ Off. The engine adds the design's constant pre-gain so the curve never clips.
  /// Anything but ten finite values means Off.
  public func setEqualizer(bands: [Double]?) {
    let design = bands.flatMap(EqualizerDesign.init(bands:))
    post { $0.shaping.equalizer = design }
  }

  /// Applies the songs' loudness tags (`LoudnessTags`) in `mode`.
  public func setSoundCheck(_ mode: SoundCheck) { post { $0.shaping.soundCheck = mode } }

  /// Plays music `ratio` times as fast at the same pitch (audiobooks: 0.8, 1, 1.25), clamped
  /// to 0.5...2. Positions, `.trackStarted` durations and `seek(to:)` stay in song time: a
  /// 60 s song at 1.25x reports 60 s after 48 s of listening.
  public func setPlaybackSpeed(_ ratio: Double) {
    let speed = ratio.isFinite ? min(2, max(0.5, ratio)) : 1
    post { $0.shaping.speed = speed }
  }
}
