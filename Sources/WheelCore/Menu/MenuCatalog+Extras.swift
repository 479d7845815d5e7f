/// The Extras' lists and the body's settings rows, as data like the rest of the menus.
extension MenuCatalog {
  /// Extras in the iPod's order (PRODUCT.md), then the Timer's alarm sound.
  static let extrasRows: [Row] = [
    Screen.extra(.alarms), .extra(.calendars), .clock, .extra(.contacts), .extra(.games), .extra(.notes("")),
    .extra(.screenLock), .stopwatch, .timer,
    .picker(.alarmSound),
  ].map { Row.submenu($0) }

  static func bodySettingsRows(_ s: Settings) -> [Row] {
    [
      Row("Backlight", detail: s.backlight.rawValue, action: .extra(.cycleBacklight)),
      Row("Brightness", detail: "\(s.brightness)%", accessory: .disclosure, action: .open(.extra(.brightness))),
    ]
  }

  static func alarms(in state: AppState) -> ListContent {
    ListContent(alarmRows(state.settings.alarms, state.settings.dateTime.hours))
  }

  static func alarm(_ i: Int, in state: AppState) -> ListContent {
    guard let alarm = state.settings.alarms[safe: i] else { return ListContent([], emptyMessage: "No alarm") }
    return ListContent([
      Row("Alarm", detail: alarm.isOn ? "On" : "Off", action: .extra(.toggleAlarm(i))),
      Row(
        "Time", detail: alarm.timeText(state.settings.dateTime.hours), accessory: .disclosure,
        action: .open(.extra(.alarmTime(i)))),
      Row("Repeat", detail: alarm.repeats.rawValue, action: .extra(.cycleAlarmRepeat(i))),
      Row("Sound", detail: alarm.sound.name, accessory: .disclosure, action: .open(.extra(.alarmSound(i)))),
      Row("Delete Alarm", action: .extra(.deleteAlarm(i))),
    ])
  }

  static func alarmSound(_ i: Int, in state: AppState) -> ListContent {
    let current = state.settings.alarms[safe: i]?.sound
    let sounds =
      state.environment.alarmSounds.map(AlarmSound.tone)
      + state.library.playlists.map { AlarmSound.playlist($0.name) }
    return ListContent(
      sounds.map { sound in
        var label = sound.name
        if case .playlist = sound { label = "♪ " + label }
        return Row(label, accessory: sound == current ? .check : .none, action: .extra(.chooseAlarmSound(i, sound)))
      })
  }

  static func clockOptions(in state: AppState) -> ListContent {
    ListContent(
      [Row("Add City", accessory: .disclosure, action: .open(.clock(.regions)))]
        + state.settings.clockCities.map { Row("Remove " + WorldClock.cityName($0), action: .extra(.removeCity($0))) }
    )
  }

  static func cityRegions(in state: AppState) -> ListContent {
    guard state.extras.world.zoneNames != nil else { return ListContent([], emptyMessage: "Reading time zones…") }
    return ListContent(
      state.extras.world.regions.map {
        Row($0.replacingUnderscores, accessory: .disclosure, action: .open(.clock(.cities($0))))
      },
      emptyMessage: "No time zones found")
  }

  static func cities(in region: String, _ state: AppState) -> ListContent {
    ListContent(
      state.extras.world.zones(in: region).map { zone in
        Row(
          cityLabel(zone), detail: state.settings.clockCities.contains(zone) ? "Added" : "",
          action: .extra(.addCity(zone)))
      }, emptyMessage: "No cities")
  }

  /// The games in the iPod's order (alphabetical), each with its best score.
  static func games(in state: AppState) -> ListContent {
    ListContent(
      [
        (Game.brick, ExtraScreen.brick), (.quiz, .quiz), (.parachute, .parachute), (.solitaire, .solitaire),
        (.vortex, .vortex),
      ].map { game, screen in
        let best = state.extras.scores[game]
        return Row(
          game.title, detail: best > 0 ? "Best \(best)" : "", accessory: .disclosure, action: .open(.extra(screen)))
      })
  }

  static func notes(in folder: String, _ state: AppState) -> ListContent {
    guard state.extras.notes.files != nil else { return ListContent([], emptyMessage: "Reading notes…") }
    return ListContent(
      state.extras.notes.entries(in: folder).map { path in
        let isFolder = path.hasSuffix("/")
        return Row(
          NotesState.displayName(path), accessory: isFolder ? .disclosure : .none,
          action: .open(.extra(isFolder ? .notes(String(path.dropLast())) : .note(path))))
      }, emptyMessage: "No notes")
  }

  static func screenLock(in state: AppState) -> ListContent {
    guard state.extras.lock.combination != nil else {
      return ListContent([Row("Set Combination", accessory: .disclosure, action: .open(.extra(.combination(.set))))])
    }
    return ListContent([
      Row("Lock", action: .extra(.lockNow)),
      Row("Change Combination", accessory: .disclosure, action: .open(.extra(.combination(.set)))),
    ])
  }

  private static func alarmRows(_ alarms: [Alarm], _ hours: HourCycle) -> [Row] {
    [Row("Create Alarm", action: .extra(.createAlarm))]
      + alarms.enumerated().map { i, alarm in
        Row(
          alarm.timeText(hours), detail: alarm.isOn ? alarm.repeats.rawValue : "Off", accessory: .disclosure,
          action: .open(.extra(.alarm(i))))
      }
  }

  /// "Buenos Aires, Argentina" for a zone with a country part; the city alone otherwise.
  static func cityLabel(_ zone: String) -> String {
    let parts = zone.split(separator: "/")
    let city = WorldClock.cityName(zone)
    return parts.count == 3 ? city + ", " + String(parts[1]).replacingUnderscores : city
  }
}
