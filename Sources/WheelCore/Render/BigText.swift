/// Clock, Stopwatch and Timer: large digits centered on the display, a line of detail below.
enum ExtrasPainter {
  static func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    switch state.screen {
    case .clock:
      guard let time = state.clock else {
        DisplayPainter.centered("Reading the clock…", in: body, role: .rowDetail, into: &grid)
        return
      }
      let withSeconds = BigGlyphs.width(of: time.clockText + ":" + time.secondsText) <= body.width - 2
      big(withSeconds ? time.clockText + ":" + time.secondsText : time.clockText, detail: time.dateLine, in: body, into: &grid)
    case .stopwatch:
      let sw = state.stopwatch
      let text = StopwatchState.format(sw.elapsed(at: state.now))
      let hint = sw.isRunning ? "Center stops · ⏭ lap" : (sw.elapsed(at: state.now) > 0 ? "Center goes on · ⏮ resets" : "Center starts")
      let y = big(text, detail: hint, in: body, into: &grid, top: true)
      for (i, lap) in sw.laps.enumerated() where y + 1 + i < body.maxY {
        let line = "Lap \(sw.laps.count - i)  " + StopwatchState.format(lap)
        grid.write(line, at: Point(x: body.x + 1, y: y + 1 + i), role: .row, maxWidth: body.width - 2)
      }
    case .timer:
      let t = state.timer
      let left = Int(t.remaining(at: state.now).rounded(.up))
      let text = left >= 3600 ? "\(left / 3600):" + two(left / 60 % 60) + ":" + two(left % 60) : "\(left / 60):" + two(left % 60)
      let hint: String
      switch t.status {
      case .idle: hint = "Turn to set · Center starts"
      case .running: hint = "Center pauses · ⏮ cancels"
      case .paused: hint = "Paused · Center goes on"
      case .ringing: hint = "Time's up"
      }
      big(text, detail: hint + " · Alarm: " + state.settings.alarmSound, in: body, into: &grid)
    default:
      break
    }
  }

  /// Big digits when they fit (plain bold text when not), and a detail line under them.
  /// Returns the row below the detail line.
  @discardableResult
  static func big(_ text: String, detail: String, in body: Rect, into grid: inout Grid, top: Bool = false) -> Int {
    let fits = BigGlyphs.width(of: text) <= body.width - 2 && body.height >= BigGlyphs.rows + 2
    let height = (fits ? BigGlyphs.rows : 1) + 2
    var y = top ? body.y + min(1, body.height - height) : body.y + max(0, (body.height - height) / 2)
    y = max(body.y, y)
    if fits {
      BigGlyphs.draw(text, at: Point(x: body.x + (body.width - BigGlyphs.width(of: text)) / 2, y: y), role: .emphasis, into: &grid)
      y += BigGlyphs.rows + 1
    } else {
      DisplayPainter.centered(text, in: Rect(x: body.x, y: y, width: body.width, height: 1), role: .emphasis, into: &grid)
      y += 1
    }
    DisplayPainter.centered(detail, in: Rect(x: body.x, y: y, width: body.width, height: 1), role: .rowDetail, into: &grid)
    return y + 1
  }

  /// "Timer done" over whatever screen is showing while the alarm rings.
  static func paintAlarm(_ state: AppState, into grid: inout Grid) {
    let screen = state.layout.screen
    let box = Rect(x: screen.x + 1, y: screen.y + max(1, screen.height / 2 - 1), width: screen.width - 2, height: min(3, screen.height - 1))
    grid.fill(box, role: .overlay)
    DisplayPainter.centered("Timer done · any button", in: box, role: .overlay, into: &grid)
  }
}
