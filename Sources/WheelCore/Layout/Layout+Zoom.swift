/// Zoom: the case fills the terminal, the display takes the bulk of it and a smaller wheel
/// sits beside it (wide terminals) or below it (tall ones). At 120x40 the upright iPod's
/// display is 37x12 cells, so covers and photos are a few dozen pixels across; zoomed it is
/// about 87x36. The wheel keeps at least the smallest radius the normal forms allow (8
/// columns), where its labels still fit and a drag still has room to turn.
extension Layout {
  /// The smallest and largest zoomed wheel, in columns of radius; in between it grows with
  /// the terminal (a tenth of the width beside the display, a fifth below it).
  static let zoomRadius = 8.0...14.0

  /// The zoomed layout with the larger display of the two placements; nil when neither leaves
  /// a readable display beside a usable wheel.
  static func zoomed(in size: Size) -> Layout? {
    let candidates = [zoomedBeside(in: size), zoomedBelow(in: size)].compactMap { $0 }
    return candidates.max { $0.display.width * $0.display.height < $1.display.width * $1.display.height }
  }

  /// The wheel at the right, centered in the rows, as the iPod on its side has it.
  static func zoomedBeside(in size: Size) -> Layout? {
    let fit = (Double(size.height) - 3) * cellAspect / 2
    let radius = min(clampedRadius(Double(size.width) * 0.1), fit).rounded(.down)
    let wheelWidth = Int((radius * 2).rounded(.up))
    let shell = Rect(x: 0, y: 0, width: size.width, height: size.height)
    let bezel = Rect(x: 2, y: 1, width: size.width - wheelWidth - 7, height: size.height - 2)
    let display = bezel.inset(dx: 1, dy: 1)
    guard radius >= zoomRadius.lowerBound, display.width >= 20, display.height >= 5 else { return nil }
    let wheel = WheelGeometry(
      centerX: Double(bezel.maxX + (shell.maxX - bezel.maxX) / 2), centerY: Double(size.height / 2),
      outerRadius: radius, buttonRadius: (radius * buttonShare).rounded(), aspect: cellAspect)
    return Layout(size: size, form: .zoomed, shell: shell, bezel: bezel, display: display, wheel: wheel)
  }

  /// The wheel below the display, centered, as on the upright iPod.
  static func zoomedBelow(in size: Size) -> Layout? {
    let radius = min(clampedRadius(Double(size.width) * 0.2), Double(size.width - 6) / 2).rounded(.down)
    let wheelRows = Int((radius * 2 / cellAspect).rounded(.up))
    let shell = Rect(x: 0, y: 0, width: size.width, height: size.height)
    let bezel = Rect(x: 2, y: 1, width: size.width - 4, height: size.height - wheelRows - 4)
    let display = bezel.inset(dx: 1, dy: 1)
    guard radius >= zoomRadius.lowerBound, display.width >= 20, display.height >= 5 else { return nil }
    let below = shell.maxY - bezel.maxY
    let wheel = WheelGeometry(
      centerX: Double(size.width / 2), centerY: Double(bezel.maxY) + Double(below) / 2,
      outerRadius: radius, buttonRadius: (radius * buttonShare).rounded(), aspect: cellAspect)
    return Layout(size: size, form: .zoomed, shell: shell, bezel: bezel, display: display, wheel: wheel)
  }

  private static func clampedRadius(_ r: Double) -> Double {
    min(max(r, zoomRadius.lowerBound), zoomRadius.upperBound)
  }
}
