/// What the center button does on a row: open a screen, change a setting in place, choose in a
/// picker, play a song list.
enum RowActions {
  static func run(_ action: RowAction, in state: inout AppState) -> [Effect] {
    switch action {
    case .open(let screen):
      state.push(screen)
      return []
    case .cycle(let row):
      cycle(row, in: &state.settings)
      return [.saveSettings(state.settings)]
    case .choose(let picker, let value):
      choose(value, in: picker, settings: &state.settings)
      state.pop()
      return [.stopPreview, .saveSettings(state.settings)] + (picker == .volumeLimit ? [.setVolume(state.musicGain)] : [])
    case .confirmReset:
      let library = state.settings.libraryPath
      state.settings = Settings()
      state.settings.libraryPath = library
      state.pop()
      return [.saveSettings(state.settings), .setVolume(state.musicGain)]
    case .cancel:
      state.pop()
      return []
    case .shuffleAll:
      return state.shuffleAll()
    case .play(let list, let row):
      return state.play(list, from: row)
    case .nowPlaying:
      state.push(.nowPlaying)
      return []
    case .toggleMenuItem(let kind, let item):
      state.settings.toggle(item, in: kind)
      return [.saveSettings(state.settings)]
    case .saveOnTheGo:
      return state.saveOnTheGo()
    case .clearOnTheGo:
      return state.clearOnTheGo()
    case .nothing:
      return []
    }
  }

  private static func cycle(_ row: SettingRow, in settings: inout Settings) {
    switch row {
    case .shuffle: settings.shuffle = settings.shuffle.next
    case .repeatMode: settings.repeatMode = settings.repeatMode.next
    case .clicker: settings.clicker.toggle()
    case .sensitivity: settings.sensitivity = settings.sensitivity.next
    case .theme: settings.theme = settings.theme.next
    case .coverFlowHome: settings.coverFlowHome.toggle()
    case .scrobbleLog: settings.scrobbleLog.toggle()
    case .ratingTags: settings.writeRatingTags.toggle()
    }
  }

  private static func choose(_ value: String, in picker: Picker, settings: inout Settings) {
    switch picker {
    case .clickerSound: settings.clickerSound = value
    case .alarmSound: settings.alarmSound = value
    case .volumeLimit: settings.volumeLimit = Int(value.dropLast()) ?? settings.volumeLimit
    }
  }
}
