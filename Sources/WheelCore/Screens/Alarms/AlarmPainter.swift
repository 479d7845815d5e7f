/// The ringing alarm over whatever screen shows: its time, and what the buttons do.
enum AlarmPainter {
  static func paint(_ alarm: Alarm, state: AppState, into grid: inout Grid) {
    let display = state.layout.display
    guard display.width >= 6, display.height >= 3 else { return }
    let lines = ["Alarm \(alarm.timeText(state.settings.dateTime.hours))", "Center: snooze", "Other: stop"]
    let height = min(lines.count + 2, display.height - 1)
    let box = Rect(
      x: display.x + 1, y: display.y + max(1, (display.height - height) / 2), width: display.width - 2, height: height)
    grid.fill(box, role: .overlay)
    let shown = Array(lines.prefix(max(1, height - 2 >= 1 ? height - 2 : height)))
    let top = box.y + (box.height - shown.count) / 2
    for (i, line) in shown.enumerated() {
      DisplayPainter.centered(
        line, in: Rect(x: box.x, y: top + i, width: box.width, height: 1), role: .overlay, into: &grid)
    }
  }
}
