/// What the iPod's body adds to the display: the hold lock and the battery in the title bar,
/// a ringing alarm over the screen, and the backlight (a dim display when it is off, and the
/// brightness when it is on).
enum BodyPainter {
  /// The title bar's mark while hold is on: ⊘, "nothing gets through". The iPod draws a
  /// padlock, but no padlock is in DejaVu Sans Mono (the 🔒 emoji was an empty box in an
  /// xterm without a colour emoji font).
  static func holdMark(_ state: AppState) -> String {
    state.extras.hold ? (state.glyphs.check == "*" ? "[H]" : "⊘") : ""
  }

  /// The title bar's battery; where the computer has none (the adapter looked), the
  /// plugged-in mark, so the bar always says where the power comes from.
  static func batteryMark(_ state: AppState) -> String {
    let ascii = state.glyphs.check == "*"
    if let battery = state.extras.battery { return battery.icon(ascii: ascii) }
    return state.extras.batteryLooked ? (ascii ? "AC" : Battery.pluggedIn) : ""
  }

  /// Drawn last on the display.
  static func finish(_ state: AppState, into grid: inout Grid) {
    if let alarm = state.extras.alarms.ringing { AlarmPainter.paint(alarm, state: state, into: &grid) }
    let level = light(state)
    if level < 1 { dim(state.layout.display, by: level, theme: Theme.named(state.themeName), into: &grid) }
  }

  /// How much of its full light the display has: the brightness while lit, less when dim.
  static func light(_ state: AppState) -> Double {
    let brightness =
      0.4 + 0.6 * Double(min(100, max(Settings.brightnessRange.lowerBound, state.settings.brightness))) / 100
    return state.displayLit ? brightness : brightness * dimFactor
  }

  /// The unlit LCD keeps a little more than half its light, so it can still be read.
  static let dimFactor = 0.55

  /// Turns every cell of `rect` into one with its theme colours darkened by `factor`; cells
  /// of pictures keep their own colours, darkened the same.
  static func dim(_ rect: Rect, by factor: Double, theme: Theme, into grid: inout Grid) {
    for y in max(0, rect.y)..<min(grid.size.height, rect.maxY) {
      for x in max(0, rect.x)..<min(grid.size.width, rect.maxX) {
        let cell = grid[x, y]
        let p = Point(x: x, y: y)
        if let art = cell.art {
          grid.setArt(at: p, ArtColors(top: art.top.scaled(factor), bottom: art.bottom.scaled(factor)))
        } else if let colors = theme.colors(for: cell.role) {
          grid.paint(Rect(x: x, y: y, width: 1, height: 1), role: .art)
          grid.setArt(at: p, ArtColors(top: colors.fg.scaled(factor), bottom: colors.bg.scaled(factor)))
        }
      }
    }
  }
}
