/// What the center does on a row of the Extras' lists and the body's settings.
public enum ExtraAction: Equatable, Sendable {
  case createAlarm
  case toggleAlarm(Int)
  case cycleAlarmRepeat(Int)
  case chooseAlarmSound(Int, AlarmSound)
  case deleteAlarm(Int)
  case addCity(String)
  case removeCity(String)
  case lockNow
  case cycleBacklight

  func run(in state: inout AppState) -> [Effect] {
    switch self {
    case .createAlarm:
      let tone =
        state.environment.alarmSounds.contains(state.settings.alarmSound)
        ? state.settings.alarmSound : state.environment.alarmSounds.first ?? "Chimes"
      state.settings.alarms.append(Alarm(sound: .tone(tone)))
      let i = state.settings.alarms.count - 1
      state.push(.extra(.alarm(i)))
      state.push(.extra(.alarmTime(i)))
      state.extras.editingMinutes = false
      return [.saveSettings(state.settings)]
    case .toggleAlarm(let i):
      guard state.settings.alarms.indices.contains(i) else { return [] }
      state.settings.alarms[i].isOn.toggle()
      return [.saveSettings(state.settings)]
    case .cycleAlarmRepeat(let i):
      guard state.settings.alarms.indices.contains(i) else { return [] }
      state.settings.alarms[i].repeats = state.settings.alarms[i].repeats.next
      return [.saveSettings(state.settings)]
    case .chooseAlarmSound(let i, let sound):
      guard state.settings.alarms.indices.contains(i) else { return [] }
      state.settings.alarms[i].sound = sound
      state.pop()
      return [.stopPreview, .saveSettings(state.settings)]
    case .deleteAlarm(let i):
      guard state.settings.alarms.indices.contains(i) else { return [] }
      state.settings.alarms.remove(at: i)
      state.pop()
      return [.saveSettings(state.settings)]
    case .addCity(let zone):
      if !state.settings.clockCities.contains(zone) { state.settings.clockCities.append(zone) }
      while state.stack.count > 1, state.screen != .clock { state.pop() }
      state.extras.clockIndex = (state.settings.clockCities.firstIndex(of: zone) ?? 0) + 1
      state.extras.world.askedAt = nil  // read the new city's offset now
      return [.saveSettings(state.settings)]
    case .removeCity(let zone):
      state.settings.clockCities.removeAll { $0 == zone }
      state.extras.clockIndex = min(state.extras.clockIndex, state.settings.clockCities.count)
      state.pop()
      return [.saveSettings(state.settings)]
    case .lockNow:
      guard state.extras.lock.combination != nil else { return [] }
      state.extras.lock.isLocked = true
      state.extras.lock.clearEntry()
      state.notice = nil  // "Combination set" echoed the Screen Lock menu; the lock shows alone
      state.push(.extra(.combination(.unlock)))
      return []
    case .cycleBacklight:
      state.settings.backlight = state.settings.backlight.next
      state.extras.backlight.input(at: state.now)  // the new time counts from this press
      return [.saveSettings(state.settings)]
    }
  }
}
