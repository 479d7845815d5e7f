/// What each command does on the current screen.
extension AppState {
  mutating func perform(_ command: Command) -> [Effect] {
    switch command {
    case .quit: return [.quit]
    case .help:
      showingHelp.toggle()
      return []
    case .toggleTheme:
      settings.theme = themeName == .white ? .black : .white
      return [.saveSettings(settings)]
    case .turn(let steps): return turn(steps)
    case .select: return select()
    case .menu:
      pop()
      return []
    case .playPause: return playPause()
    case .next: return touch == nil ? transportKey(forward: true) : skipForward()
    case .previous: return touch == nil ? transportKey(forward: false) : skipBack()
    case .type, .erase:
      return []
    }
  }

  /// The wheel moved the selection: a click per step that moved it, a preview in sound pickers.
  mutating func turn(_ steps: Int) -> [Effect] {
    if screen == .nowPlaying { return turnOnNowPlaying(steps) }
    guard steps != 0, moveCursor(by: steps) else { return [] }
    if case .picker(let picker) = screen, picker.previewsSound, let row = content?.row(cursor.selected) {
      return [picker == .clickerSound ? .previewClick(row.label) : .previewAlarm(row.label)]
    }
    return settings.clicker ? [.click] : []
  }

  mutating func select() -> [Effect] {
    if screen == .nowPlaying {
      player.wheelMode = player.wheelMode == .volume ? .scrub : .volume
      player.lastWheelTime = now
      return []
    }
    guard let content, content.count > 0 else { return [] }
    switch content.row(cursor.selected).action {
    case .open(let screen):
      push(screen)
      return []
    case .cycle(let row):
      cycle(row)
      return [.saveSettings(settings)]
    case .choose(let picker, let value):
      choose(value, in: picker)
      pop()
      return [.stopPreview, .saveSettings(settings)]
    case .confirmReset:
      let library = settings.libraryPath
      settings = Settings()
      settings.libraryPath = library
      pop()
      return [.saveSettings(settings)]
    case .cancel:
      pop()
      return []
    case .shuffleAll:
      return shuffleAll()
    case .play(let list, let row):
      return play(list, from: row)
    case .nowPlaying:
      push(.nowPlaying)
      return []
    case .nothing:
      return []
    }
  }

  private mutating func cycle(_ row: SettingRow) {
    switch row {
    case .shuffle: settings.shuffle = settings.shuffle.next
    case .repeatMode: settings.repeatMode = settings.repeatMode.next
    case .clicker: settings.clicker.toggle()
    case .sensitivity: settings.sensitivity = settings.sensitivity.next
    case .theme: settings.theme = settings.theme.next
    }
  }

  private mutating func choose(_ value: String, in picker: Picker) {
    switch picker {
    case .clickerSound: settings.clickerSound = value
    case .alarmSound: settings.alarmSound = value
    case .volumeLimit: settings.volumeLimit = Int(value.dropLast()) ?? settings.volumeLimit
    }
  }
}

extension AppState {
  /// On Now Playing the wheel sets the volume, or seeks in scrub mode (1% of the song a step).
  mutating func turnOnNowPlaying(_ steps: Int) -> [Effect] {
    guard steps != 0 else { return [] }
    player.lastWheelTime = now
    switch player.wheelMode {
    case .volume:
      let volume = min(Settings.volumeSteps, max(0, settings.volume + steps))
      guard volume != settings.volume else { return [] }
      settings.volume = volume
      return [.setVolume(musicGain), .saveSettings(settings)] + (settings.clicker ? [.click] : [])
    case .scrub:
      return seek(by: Double(steps) * max(1, player.duration / 100))
    }
  }
}
