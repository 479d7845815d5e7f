/// Settings > Brightness: the wheel moves a slider, as on the iPod; the display shows the
/// new brightness at once and it is saved.
struct BrightnessScreen: ScreenHome {
  let name = "Brightness"
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func deadlines(in state: AppState) -> [Double] { [] }
  func requests(in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }

  static let step = 5

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps):
      let before = state.settings.brightness
      let after = Settings.brightnessRange.stepped(from: before, by: steps, of: Self.step)
      guard after != before else { return [] }
      state.settings.brightness = after
      return state.clicks(forRows: (after - before) / Self.step) + [.saveSettings(state.settings)]
    case .select:
      state.pop()
      return []
    default: return nil
    }
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    guard body.height >= 2, body.width >= 6 else { return }
    let inner = body.inset(dx: 2, dy: 0)
    let y = body.y + (body.height - 2) / 2
    let range = Settings.brightnessRange
    let fraction = Double(state.settings.brightness - range.lowerBound) / Double(range.upperBound - range.lowerBound)
    let ascii = state.glyphs.check == "*"
    let (dim, bright) = ascii ? ("-", "+") : ("·", "☼")
    grid.write(dim, at: Point(x: inner.x, y: y), role: .row)
    grid.write(bright, at: Point(x: inner.maxX - 1, y: y), role: .row)
    let bar = Rect(x: inner.x + 2, y: y, width: max(0, inner.width - 4), height: 1)
    SliderPainter.paint(fraction: fraction, in: bar, into: &grid)
    DisplayPainter.centered(
      "\(state.settings.brightness)%", in: Rect(x: body.x, y: y + 1, width: body.width, height: 1), role: .rowDetail,
      into: &grid)
  }
}

/// A horizontal bar filled up to a fraction (brightness, the volume's speaker ends).
enum SliderPainter {
  static func paint(fraction: Double, in bar: Rect, into grid: inout Grid) {
    guard bar.width > 0 else { return }
    let filled = fraction.isFinite ? Int((Double(bar.width) * min(1, max(0, fraction))).rounded()) : 0
    grid.fill(bar, with: "─", role: .barEmpty)
    grid.fill(Rect(x: bar.x, y: bar.y, width: filled, height: 1), with: "━", role: .barFilled)
  }
}

extension ClosedRange where Bound == Int {
  /// `value` moved `steps` wheel steps of `step` each, kept in the range (a bar's setting:
  /// Brightness, Volume Limit); a spin is bounded so that no count overflows.
  func stepped(from value: Int, by steps: Int, of step: Int) -> Int {
    Swift.min(upperBound, Swift.max(lowerBound, value + step * Swift.max(-100, Swift.min(100, steps))))
  }
}
