/// The iPod's body before any screen sees an input: the hold switch, the backlight, a ringing
/// alarm. Ctrl-C always reaches the app, so the program can be left whatever is on.
extension AppState {
  /// Nil: the event goes on to the app; otherwise it was taken here, with these effects.
  mutating func bodyFirst(_ event: Event) -> [Effect]? {
    // Always On (the default) keeps no idle time, so nothing changes with each input.
    let timed = settings.backlight != .alwaysOn
    if timed, let time = event.time { extras.backlight.start(at: time) }
    guard event.isUserInput else { return nil }
    if timed || extras.backlight.forcedOff { extras.backlight.input(at: now) }
    if case .keyPressed(.character("H"), _) = event, extras.hold || !screen.home.takesText {
      return toggleHold()
    }
    if case .keyPressed(.controlC, _) = event, extras.alarms.ringing == nil { return nil }
    if extras.hold {
      touch = nil
      showNotice("Hold switch is on (H)", seconds: 2, logged: false)
      return []
    }
    if extras.alarms.ringing != nil { return answerAlarm(event) }
    return nil
  }

  /// The hold switch: while on, every input but Ctrl-C (and H itself) is ignored.
  mutating func toggleHold() -> [Effect] {
    extras.hold.toggle()
    touch = nil
    player.hold = nil
    showNotice(extras.hold ? "Hold on" : "Hold off", seconds: 1.5, logged: false)
    return []
  }

  /// Holding MENU on the ring for a second switches the backlight.
  mutating func toggleBacklight() -> [Effect] {
    touch = nil  // the release that follows is not a MENU press
    extras.backlight.toggle(at: now, timer: settings.backlight)
    return []
  }

  /// Whether the display is lit now.
  public var displayLit: Bool { extras.backlight.isLit(at: now, timer: settings.backlight) }

  /// What time brings for the body: the backlight dimming, the alarms.
  var bodyDeadlines: [Double] {
    (extras.backlight.dimsAt(now: now, timer: settings.backlight).map { [$0] } ?? []) + alarmDeadlines
      + dateTimeDeadlines
  }

  /// Time passed: a snoozed alarm rings again.
  mutating func tickBody(at time: Double) -> [Effect] { tickAlarms(at: time) }

  /// The adapters' answers for the Extras and the body.
  mutating func receive(_ event: ExtrasEvent) -> [Effect] {
    switch event {
    case .zoneNamesListed(let names):
      extras.world.zoneNames = names.filter(WorldClock.isZoneName)
      clampCursor()
    case .zonesRead(let local, let zones):
      extras.world.localOffset = local
      extras.world.offsets.merge(zones) { $1 }
    case .batteryRead(let battery):
      extras.battery = battery
      extras.batteryLooked = true
    case .notesListed(let files):
      extras.notes.files = files
      clampCursor()
    case .noteRead(let path, let text):
      extras.notes.received(text, for: path)
    case .highScoresLoaded(let scores):
      extras.scores = scores
    case .diskRead(let path, let space):
      if library.disk?.path == path { library.disk?.space = space }
    case .calendarsListed, .calendarMonthRead, .contactsListed:
      receiveOrganizer(event)
    }
    return []
  }
}
