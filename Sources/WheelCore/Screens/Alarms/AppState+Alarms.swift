/// Alarms ring at their minute of the wall clock (which arrives in `.wallClock` events), from
/// any screen and whatever the player is doing: paused, stopped or asleep. The center snoozes,
/// any other button stops the alarm.
extension AppState {
  /// The wall clock moved on: rings the first alarm due in this minute, once.
  mutating func checkAlarms(at time: LocalTime) -> [Effect] {
    guard extras.alarms.ringing == nil else { return [] }
    let stamp = AlarmBell.MinuteStamp(time)
    guard stamp != extras.alarms.lastRung, let i = settings.alarms.firstIndex(where: { $0.isDue(at: time) }) else {
      return []
    }
    extras.alarms.lastRung = stamp
    let alarm = settings.alarms[i]
    var effects: [Effect] = []
    if alarm.repeats == .once {
      settings.alarms[i].isOn = false
      effects.append(.saveSettings(settings))
    }
    return effects + ring(alarm)
  }

  /// Sounds the alarm: its tone on the alarm voice, or its playlist from the first song (the
  /// tone of Settings when the playlist is gone or empty). Wakes and lights the display.
  mutating func ring(_ alarm: Alarm) -> [Effect] {
    asleep = false
    extras.backlight.input(at: now)
    extras.alarms.ringing = alarm
    extras.alarms.snoozed = nil
    if case .playlist(let name) = alarm.sound, let p = library.playlists.firstIndex(where: { $0.name == name }),
      !library.tracks(of: .playlist(p)).isEmpty
    {
      let stack = self.stack
      let effects = play(.playlist(p), from: 0)
      if extras.lock.isLocked { self.stack = stack }  // the music plays; the lock stays on top
      return effects
    }
    let tone = alarm.sound.toneName(among: environment.alarmSounds) ?? settings.alarmSound
    return [.startAlarm(tone)]
  }

  /// An input while an alarm rings: the center snoozes it, anything else stops it (q and
  /// Ctrl-C also quit).
  mutating func answerAlarm(_ event: Event) -> [Effect] {
    guard let alarm = extras.alarms.ringing else { return [] }
    extras.alarms.ringing = nil
    var snooze = false
    var quit = false
    switch event {
    case .pointerDown(let p, _, _): snooze = layout.hit(p) == .centerButton
    case .keyPressed(let key, _):
      snooze = KeyMap.command(for: key, typingText: false, pageRows: 1) == .select
      quit = key == .controlC || key == .character("q")
    default: break
    }
    touch = nil
    if snooze { extras.alarms.snoozed = AlarmBell.Snooze(alarm: alarm, until: now + AlarmBell.snoozeSeconds) }
    var effects: [Effect] = [.stopAlarm]
    if case .playlist = alarm.sound, player.status == .playing {
      player.status = .paused
      effects.append(.pausePlayback)
    }
    return effects + (quit ? [.quit] : [])
  }

  /// A snoozed alarm rings again when its nine minutes are up.
  mutating func tickAlarms(at time: Double) -> [Effect] {
    guard let snooze = extras.alarms.snoozed, time >= snooze.until, extras.alarms.ringing == nil else { return [] }
    return ring(snooze.alarm)
  }

  /// The next minute of the wall clock while an alarm is on, and a snooze's end.
  var alarmDeadlines: [Double] {
    var times: [Double] = []
    if let snooze = extras.alarms.snoozed { times.append(snooze.until) }
    if settings.alarms.contains(where: \.isOn) {
      // Just past the next minute's start, so the clock read then is in the new minute.
      times.append(now + Double(60 - (clock?.second ?? 59)) + 0.05)
    }
    return times
  }
}

extension AlarmSound {
  /// The tone to play: the alarm's own when it is still installed.
  func toneName(among installed: [String]) -> String? {
    if case .tone(let name) = self, installed.contains(name) { return name }
    return nil
  }
}
