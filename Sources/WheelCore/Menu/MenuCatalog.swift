/// The iPod's menus as data (Rockbox's MAKE_MENU idea): each list screen's rows from the state,
/// one builder per screen, reached only from the screen table (`Screen.home`).
enum MenuCatalog {
  /// The main menu, as Settings > Main Menu shows it.
  static func main(in state: AppState) -> ListContent { ListContent(mainRows(state)) }

  static func music(in state: AppState) -> ListContent {
    ListContent(state.settings.musicMenu.map(\.row), emptyMessage: "Settings > Music Menu")
  }

  static func extras(in state: AppState) -> ListContent { ListContent(extrasRows) }

  static func settings(in state: AppState) -> ListContent { ListContent(settingsRows(state)) }

  static func about(in state: AppState) -> ListContent { ListContent(aboutRows(state)) }

  static func picker(_ picker: Picker, in state: AppState) -> ListContent { ListContent(pickerRows(picker, state)) }

  static func resetSettings(in state: AppState) -> ListContent {
    ListContent([Row("Cancel", action: .cancel), Row("Reset", action: .confirmReset)])
  }

  private static func mainRows(_ state: AppState) -> [Row] {
    // Settings always shows, before Shuffle Songs, so that a hidden row can be brought back.
    let items = state.settings.mainMenu
    var rows = items.filter { $0 != .shuffleSongs }.map(\.row) + [.submenu(.settings)]
    if items.contains(.shuffleSongs) { rows.append(MenuItem.shuffleSongs.row) }
    if state.hasQueue { rows.append(.submenu(.nowPlaying)) }
    return rows
  }

  private static func settingsRows(_ state: AppState) -> [Row] {
    let s = state.settings
    return [
      .submenu(.about),
      Row("Shuffle", detail: s.shuffle.rawValue, action: .cycle(.shuffle)),
      Row("Repeat", detail: s.repeatMode.rawValue, action: .cycle(.repeatMode)),
      Row("Clicker", detail: s.clicker ? "On" : "Off", action: .cycle(.clicker)),
      Row("Clicker Sound", detail: s.clickerSound, accessory: .disclosure, action: .open(.picker(.clickerSound))),
      Row("Wheel Sensitivity", detail: s.sensitivity.rawValue, action: .cycle(.sensitivity)),
      Row("Theme", detail: s.theme.rawValue, action: .cycle(.theme)),
      Row("Wide Screen", detail: s.coverFlowHome ? "Cover Flow" : "Menu", action: .cycle(.coverFlowHome)),
      AppState.volumeLimitRow(s),
      Row("EQ", detail: s.equalizer.rawValue, accessory: .disclosure, action: .open(.picker(.equalizer))),
      Row("Sound Check", detail: s.soundCheck.rawValue, action: .cycle(.soundCheck)),
      Row("Scrobble Log", detail: s.scrobbleLog ? "On" : "Off", action: .cycle(.scrobbleLog)),
      Row(
        "Audiobooks", detail: s.audiobookSpeed.rawValue, accessory: .disclosure, action: .open(.picker(.audiobookSpeed))
      ),
      Row("Sort By", detail: s.sortBy.rawValue, action: .cycle(.sortBy)),
      Row("Graphics", detail: s.pictures.graphics.rawValue, action: .cycle(.graphics)),
      Row("Source", detail: SourceChoice.label(s), action: .cycle(.source)),
    ] + ipodRows(state) + [
      .submenu(.menuSettings(.main)),
      Row("Main Menu Style", detail: s.mainMenuStyle.rawValue, action: .cycle(.mainMenuStyle)),
      .submenu(.menuSettings(.music)),
      Row("Rating Tags", detail: s.writeRatingTags ? "Read & Write" : "Read", action: .cycle(.ratingTags)),
    ] + bodySettingsRows(s) + [
      .submenu(.setting(.dateTime)),
      .submenu(.setting(.legal)),
      .submenu(.resetSettings),
    ]
  }

  private static func aboutRows(_ state: AppState) -> [Row] {
    let counts = state.library.index.counts
    let disk = state.diskTexts
    var rows = [
      Row("Songs", detail: "\(counts.songs)", action: .nothing),
      Row("Albums", detail: "\(counts.albums)", action: .nothing),
      Row("Artists", detail: "\(counts.artists)", action: .nothing),
      Row("Videos", detail: "\(state.videos.library.items.count)", action: .nothing),
      Row("Photos", detail: state.photos.listing.map { "\($0.paths.count)" } ?? "—", action: .nothing),
      Row("Capacity", detail: disk.capacity, action: .nothing),
      Row("Available", detail: disk.available, action: .nothing),
      Row("Library", detail: state.library.path, action: .nothing),
      Row("Version", detail: state.environment.version, action: .nothing),
      Row(
        "Notices", detail: state.notices.count == 0 ? "None" : "\(state.notices.count)", accessory: .disclosure,
        action: .open(.notices)),
    ]
    if let problem = state.environment.soundProblem {
      rows.append(Row("Sound", detail: problem.status, action: .nothing))
    }
    if let problem = state.environment.savingProblem {
      rows.append(Row("Saving", detail: problem, action: .nothing))
    }
    return rows
  }

  /// The choices of a picker; the current one carries the ✓.
  static func choices(of picker: Picker, in state: AppState) -> [String] {
    switch picker {
    case .clickerSound: state.environment.clickSounds
    case .alarmSound: state.environment.alarmSounds
    case .audiobookSpeed: AudiobookSpeed.allCases.map(\.rawValue)
    case .equalizer: EQPreset.allCases.map(\.rawValue)
    }
  }

  static func current(of picker: Picker, in state: AppState) -> String {
    switch picker {
    case .clickerSound: state.settings.clickerSound
    case .alarmSound: state.settings.alarmSound
    case .audiobookSpeed: state.settings.audiobookSpeed.rawValue
    case .equalizer: state.settings.equalizer.rawValue
    }
  }

  private static func pickerRows(_ picker: Picker, _ state: AppState) -> [Row] {
    let current = current(of: picker, in: state)
    return choices(of: picker, in: state).map { name in
      Row(name, accessory: name == current ? .check : .none, action: .choose(picker, name))
    }
  }
}
