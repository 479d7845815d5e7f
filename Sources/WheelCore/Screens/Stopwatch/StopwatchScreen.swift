/// The stopwatch takes over two buttons, as on the iPod: ▶❚❚ starts and stops, the center
/// records a lap while it runs and clears a stopped time. The other buttons keep their usual
/// meaning (MENU goes back, ⏮ ⏭ skip songs), since the music plays on under the stopwatch.
struct StopwatchScreen: ScreenHome {
  let name = "Stopwatch"
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func requests(in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    let now = state.now
    return Self.perform(command, on: &state.stopwatch, at: now) ? [] : nil
  }

  /// The stopwatch's rules see only the stopwatch (the Scope pattern, see `ScreenHome`): what
  /// this screen can change is in the signature. False: the command is not the stopwatch's.
  static func perform(_ command: Command, on stopwatch: inout StopwatchState, at now: Double) -> Bool {
    switch command {
    case .turn: return true
    case .playPause:
      stopwatch.toggle(at: now)
      return true
    case .select:
      // The press itself clicks (every press does), so a lap adds no click of its own.
      if !stopwatch.lap(at: now) { stopwatch.reset() }
      return true
    default: return false
    }
  }

  /// Tenths of a second tick by while it runs.
  func deadlines(in state: AppState) -> [Double] {
    state.stopwatch.isRunning ? [state.now + 0.1] : []
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
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
