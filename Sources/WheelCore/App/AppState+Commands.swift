/// What each command does on the current screen.
extension AppState {
  mutating func perform(_ command: Command) -> [Effect] {
    if let effects = extrasCommand(command) { return effects }
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
    case .type(let c):
      search.append(String(c), in: library.index)
      searchStripIndex = 0  // typed: Enter now shows the results
      return []
    case .erase:
      search.erase(in: library.index)
      return []
    }
  }

  /// A paste types its letters, digits and spaces into Search, as typing them would; anywhere
  /// else it is ignored, so a pasted "q" or "p" never quits or plays.
  mutating func paste(_ text: String) -> [Effect] {
    guard screen == .search, !showingHelp else { return [] }
    let typed = TextWidth.sanitized(text).filter(KeyMap.types).prefix(max(0, SearchState.maxQueryLength - search.query.count))
    guard !typed.isEmpty else { return [] }
    search.append(String(typed), in: library.index)
    searchStripIndex = 0  // as after typing: Enter now shows the results
    return []
  }

  /// The wheel moved the selection: a click per step that moved it, a preview in sound pickers.
  mutating func turn(_ steps: Int) -> [Effect] {
    if screen == .nowPlaying { return turnOnNowPlaying(steps) }
    if screen == .search { return turnOnSearchStrip(steps) }
    guard steps != 0, moveCursor(by: steps) else { return [] }
    if abs(steps) > 1 || acceleration.multiplier > 1, let content, content.count > WheelAcceleration.longList {
      letterFlash = (IndexLetter.of(content.row(cursor.selected).label), now + Self.letterFlashSeconds)
    }
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
    if screen == .search { return pickFromSearchStrip() }
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
      return [.stopPreview, .saveSettings(settings)] + (picker == .volumeLimit ? [.setVolume(musicGain)] : [])
    case .confirmReset:
      let library = settings.libraryPath
      settings = Settings()
      settings.libraryPath = library
      pop()
      return [.saveSettings(settings), .setVolume(musicGain)]
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
    case .coverFlowHome: settings.coverFlowHome.toggle()
    case .scrobbleLog: settings.scrobbleLog.toggle()
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
  /// How long the big letter stays after the wheel slows down.
  static let letterFlashSeconds = 0.7

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

extension AppState {
  mutating func turnOnSearchStrip(_ steps: Int) -> [Effect] {
    let target = min(SearchState.strip.count - 1, max(0, searchStripIndex + steps))
    guard target != searchStripIndex else { return [] }
    searchStripIndex = target
    return settings.clicker ? [.click] : []
  }

  /// Center on the letter strip: add the letter, delete, or (Done) show the results.
  mutating func pickFromSearchStrip() -> [Effect] {
    switch SearchState.strip[searchStripIndex] {
    case "Done": push(.searchResults(search.query))
    case "⌫": search.erase(in: library.index)
    case "␣": search.append(" ", in: library.index)
    case let letter: search.append(letter.lowercased(), in: library.index)
    }
    return []
  }
}
