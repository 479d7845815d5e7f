/// An alarm's time, set as on the iPod: the wheel turns the hour, the center moves on to the
/// minutes, and the center again is done. Each change is saved at once.
struct AlarmTimeScreen: ScreenHome {
  let alarm: Int
  let name = "Time"
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func deadlines(in state: AppState) -> [Double] { [] }
  func requests(in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    let i = alarm
    guard state.settings.alarms.indices.contains(i) else { return nil }
    switch command {
    case .turn(let steps):
      guard steps != 0 else { return [] }
      let onMinutes = state.extras.editingMinutes
      let alarm = state.settings.alarms[i]
      let step = max(-1000, min(1000, steps))
      state.settings.alarms[i] = onMinutes ? alarm.withMinute(by: step) : alarm.shifted(byMinutes: 60 * step)
      return state.clicks(forRows: steps) + [.saveSettings(state.settings)]
    case .select:
      if state.extras.editingMinutes {
        state.extras.editingMinutes = false
        state.pop()
      } else {
        state.extras.editingMinutes = true
      }
      return []
    case .menu:
      state.extras.editingMinutes = false
      return nil
    default: return nil
    }
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    guard let alarm = state.settings.alarms[safe: alarm] else { return }
    // A 12-hour clock (Settings > Date & Time) shows 1-12 and says AM or PM first.
    let twelve = state.settings.dateTime.hours == .twelve
    let text = two(twelve ? (alarm.hour + 11) % 12 + 1 : alarm.hour) + ":" + two(alarm.minute)
    let minutes = state.extras.editingMinutes
    let detail =
      (twelve ? [alarm.hour < 12 ? "AM" : "PM"] : [])
      + [minutes ? "Turn: minutes" : "Turn: hour", minutes ? "Center: done" : "Center: minutes"]
    let below = BigText.paint(text, detail: detail, in: body, into: &grid)
    // The field not being set is drawn dimmer, as the iPod greys it.
    let hintRows = HintText.lines(detail, width: body.width - 2, in: grid.widths).count
    let width = BigGlyphs.width(of: text)
    let top = below - hintRows - 1 - BigGlyphs.rows
    guard width <= body.width - 2, top >= body.y else { return }
    let x0 = body.x + (body.width - width) / 2
    let half = BigGlyphs.width(of: "00") + 1
    let idle = Rect(x: minutes ? x0 : x0 + width - half + 1, y: top, width: half - 1, height: BigGlyphs.rows)
    grid.paint(idle, role: .rowDetail)
  }
}

extension Alarm {
  /// The alarm with only its minute turned (the hour stays), wrapping round the hour.
  func withMinute(by steps: Int) -> Alarm {
    var copy = self
    copy.minute = ((minute + steps) % 60 + 60) % 60
    return copy
  }
}
