/// The countdown timer: the wheel sets the minutes, center starts and pauses, ⏮ cancels.
/// The timer keeps running on other screens; its end is one of the app's own deadlines.
struct TimerScreen: ScreenHome {
  let name = "Timer"
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  /// The timer runs on every screen; the app ticks it (`AppState.tick`), not this screen.
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func requests(in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps):
      let before = state.timer.minutes
      return state.timer.adjust(by: steps) ? state.clicks(forRows: state.timer.minutes - before) : []
    case .select:
      state.timer.toggle(at: state.now)
      return []
    case .previous:
      state.timer.cancel()
      return []
    default: return nil
    }
  }

  /// The seconds count down while it runs.
  func deadlines(in state: AppState) -> [Double] {
    state.timer.deadline != nil ? [state.now + 0.25] : []
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let t = state.timer
    let left = Int(t.remaining(at: state.now).rounded(.up))
    let text =
      left >= 3600 ? "\(left / 3600):" + two(left / 60 % 60) + ":" + two(left % 60) : "\(left / 60):" + two(left % 60)
    let hint: [String]
    switch t.status {
    case .idle: hint = ["Turn to set", "Center starts"]
    case .running: hint = ["Center pauses", "\(state.glyphs.previous) cancels"]
    case .paused: hint = ["Paused", "Center goes on"]
    case .ringing: hint = ["Time's up"]
    }
    BigText.paint(text, detail: hint + ["Alarm: " + state.settings.alarmSound], in: body, into: &grid)
  }

  /// "Timer done" over whatever screen is showing while the alarm rings.
  static func paintAlarm(_ state: AppState, into grid: inout Grid) {
    let display = state.layout.display
    let box = Rect(
      x: display.x + 1, y: display.y + max(1, display.height / 2 - 1), width: display.width - 2,
      height: min(3, display.height - 1))
    grid.fill(box, role: .overlay)
    DisplayPainter.centered("Timer done · any button", in: box, role: .overlay, into: &grid)
  }
}

extension AppState {
  /// Any button while the alarm rings only silences it (q and Ctrl-C still quit).
  mutating func dismissAlarm(_ event: Event) -> [Effect] {
    timer.cancel()
    if case .keyPressed(let key, _) = event, key == .controlC || key == .character("q") { return [.stopAlarm, .quit] }
    return [.stopAlarm]
  }
}
