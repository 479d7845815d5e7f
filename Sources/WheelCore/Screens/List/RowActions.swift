/// What the center button does on a row: open a screen, change a setting in place, choose in a
/// picker, play a song list.
enum RowActions {
  static func run(_ action: RowAction, in state: inout AppState) -> [Effect] {
    switch action {
    case .open(let screen):
      state.push(screen)
      return []
    case .cycle(.source):
      state.showNotice(SourceChoice.toggle(&state.settings, found: state.library.foundIpods), logged: false)
      return [.saveSettings(state.settings)]
    case .fillIpod(let list):
      return state.fillIpod(with: list)
    case .nextFillIpod:
      state.library.chooseNextFillIpod()
      return []
    case .ejectIpod:
      state.showNotice("Writing the iPod's database…", logged: false)
      return [.ejectIpod(state.userData.data)]
    case .cycle(let row):
      cycle(row, in: &state.settings)
      if row == .theme { state.environment.themeForThisRun = nil }  // the user's choice wins over --theme
      if row == .sortBy { state.resortLibrary() }
      return [.saveSettings(state.settings)] + (row == .soundCheck ? [state.settings.soundShaping] : [])
    case .choose(let picker, let value):
      choose(value, in: picker, settings: &state.settings)
      state.pop()
      return [.stopPreview, .saveSettings(state.settings)]
        + (picker == .equalizer ? [state.settings.soundShaping] : [])
    case .confirmReset:
      let kept = state.settings
      state.settings = Settings()
      // Where the music is stays: the folder, the server and which of them.
      state.settings.libraryPath = kept.libraryPath
      state.settings.source = kept.source
      state.settings.mpdAddress = kept.mpdAddress
      state.settings.ipodPath = kept.ipodPath
      // A locked volume limit stays as it was: undoing it asks for its combination.
      if kept.volumeLimitLock != nil {
        state.settings.volumeLimit = kept.volumeLimit
        state.settings.volumeLimitLock = kept.volumeLimitLock
      }
      state.pop()
      return [.saveSettings(state.settings), .setVolume(state.musicGain), state.settings.soundShaping]
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
    case .playSpoken(let list, let row, let seconds):
      return state.playSpoken(list, from: row, at: seconds)
    case .extra(let action):
      return action.run(in: &state)
    case .playVideo(let list, let row):
      return state.playVideo(list, row: row)
    case .photo(let action):
      return action.run(in: &state)
    case .chooseZone(let zone):
      return state.chooseZone(zone)
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
    case .sortBy: settings.sortBy = settings.sortBy.next
    case .soundCheck: settings.soundCheck = settings.soundCheck.next
    case .graphics: settings.pictures.graphics = settings.pictures.graphics.next
    case .source: break  // answered with a notice, in run
    case .ratingTags: settings.writeRatingTags.toggle()
    case .hourCycle: settings.dateTime.hours = settings.dateTime.hours.next
    case .timeInTitle: settings.dateTime.timeInTitle.toggle()
    case .mainMenuStyle: settings.mainMenuStyle = settings.mainMenuStyle.next
    case .videoFit: settings.video.fit = settings.video.fit.next
    case .videoRepeat: settings.video.repeatMode = settings.video.repeatMode.next
    case .videoShuffle: settings.video.shuffle.toggle()
    }
  }

  private static func choose(_ value: String, in picker: Picker, settings: inout Settings) {
    switch picker {
    case .clickerSound: settings.clickerSound = value
    case .alarmSound: settings.alarmSound = value
    case .audiobookSpeed: settings.audiobookSpeed = AudiobookSpeed(rawValue: value) ?? settings.audiobookSpeed
    case .equalizer: settings.equalizer = EQPreset(rawValue: value) ?? settings.equalizer
    }
  }
}
