/// What the app asks of the music's sound: EQ, Sound Check and speed. Set by the UI thread
/// (`AudioEngine.setEqualizer` …), read by the decode thread before each chunk.
package struct MusicShaping: Equatable {
  var equalizer: EqualizerDesign?
  var soundCheck = SoundCheck.off
  /// Song seconds per second heard: 1.25 plays faster, at the same pitch.
  var speed = 1.0

  package init(equalizer: EqualizerDesign? = nil, soundCheck: SoundCheck = .off, speed: Double = 1.0) {
    self.equalizer = equalizer
    self.soundCheck = soundCheck
    self.speed = speed
  }
}
