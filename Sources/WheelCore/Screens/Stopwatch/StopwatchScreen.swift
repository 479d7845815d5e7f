/// The stopwatch takes over two buttons, as on the iPod: ▶❚❚ starts and stops, the center
/// records a lap while it runs and clears a stopped time. The other buttons keep their usual
/// meaning (MENU goes back, ⏮ ⏭ skip songs), since the music plays on under the stopwatch.
enum StopwatchScreen: ScreenHome {
  static func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn: return []
    case .playPause:
      state.stopwatch.toggle(at: state.now)
      return []
    case .select:
      // The press itself clicks (every press does), so a lap adds no click of its own.
      if !state.stopwatch.lap(at: state.now) { state.stopwatch.reset() }
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
    let play = state.glyphs.playPause
    let hint =
      sw.isRunning
      ? ["\(play) stops", "Center lap"]
      : (sw.elapsed(at: state.now) > 0 ? ["\(play) goes on", "Center clears"] : ["\(play) starts"])
    let y = BigText.paint(text, detail: hint, in: body, into: &grid, top: true)
    for (i, lap) in sw.laps.enumerated() where y + 1 + i < body.maxY {
      let line = "Lap \(sw.laps.count - i)  " + StopwatchState.format(lap)
      grid.write(line, at: Point(x: body.x + 1, y: y + 1 + i), role: .row, maxWidth: body.width - 2)
    }
  }
}
