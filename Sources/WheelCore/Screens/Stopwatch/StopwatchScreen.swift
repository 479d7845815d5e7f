/// The stopwatch takes over the buttons: center starts and stops, ⏭ takes a lap, ⏮ resets.
enum StopwatchScreen: ScreenHome {
  static func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn: return []
    case .select:
      state.stopwatch.toggle(at: state.now)
      return []
    case .next:
      return state.stopwatch.lap(at: state.now) ? state.clickIfOn : []
    case .previous:
      state.stopwatch.reset()
      return []
    default: return nil
    }
  }

  /// Tenths of a second tick by while it runs.
  static func deadlines(in state: AppState) -> [Double] {
    state.stopwatch.isRunning ? [state.now + 0.1] : []
  }

  static func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let sw = state.stopwatch
    let text = StopwatchState.format(sw.elapsed(at: state.now))
    let hint = sw.isRunning ? "Center stops · ⏭ lap" : (sw.elapsed(at: state.now) > 0 ? "Center goes on · ⏮ resets" : "Center starts")
    let y = BigText.paint(text, detail: hint, in: body, into: &grid, top: true)
    for (i, lap) in sw.laps.enumerated() where y + 1 + i < body.maxY {
      let line = "Lap \(sw.laps.count - i)  " + StopwatchState.format(lap)
      grid.write(line, at: Point(x: body.x + 1, y: y + 1 + i), role: .row, maxWidth: body.width - 2)
    }
  }
}
