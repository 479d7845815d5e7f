import AudioEngine
import WheelCore

extension PlaybackBridge {
  /// Settings > EQ and Sound Check, in the engine's terms: the preset's ten band gains and
  /// the tag mode.
  func shape(equalizer: EQPreset, soundCheck: SoundCheckMode) {
    let mode = Self.engineMode(soundCheck)
    whenOpen { engine in
      engine.setEqualizer(bands: equalizer.bands)
      engine.setSoundCheck(mode)
    }
  }

  static func engineMode(_ mode: SoundCheckMode) -> SoundCheck {
    switch mode {
    case .off: .off
    case .track: .track
    case .album: .album
    }
  }
}
