/// What the core asks the outside world to do. Effects are data, so tests read them.
public enum Effect: Sendable, Equatable {
  /// Play the chosen click sound once (one per wheel step that moved the selection).
  case click
  /// Play a click or alarm sound by name, replacing any earlier preview (sound pickers).
  case previewClick(String)
  case previewAlarm(String)
  case stopPreview
  /// Write the settings to disk.
  case saveSettings(Settings)
  /// Leave the program (restoring the terminal).
  case quit
}
