/// The wheel as a volume control (Now Playing, a video): about 25 steps from silence to full.
extension AppState {
  /// Moves the volume by `steps`, clicking once per step it moved; saved with the settings.
  mutating func changeVolume(by steps: Int) -> [Effect] {
    let volume = min(Settings.volumeSteps, max(0, settings.volume + steps))
    let rows = volume - settings.volume
    guard rows != 0 else { return [] }
    settings.volume = volume
    return [.setVolume(musicGain), .saveSettings(settings)] + clicks(forRows: rows)
  }
}
