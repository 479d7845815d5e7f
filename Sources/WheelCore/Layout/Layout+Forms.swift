/// The proportions of the iPod classic (5th generation), turned into cells.
extension Layout {
  /// Case height over width, physically (103.5 mm by 61.8 mm).
  static let caseRatio = 103.5 / 61.8
  /// The LCD is 4:3.
  static let screenRatio = 3.0 / 4.0
  /// The wheel's diameter is about two thirds of the case's width; the button is 38% of it.
  static let wheelShare = 0.66
  static let buttonShare = 0.38
  /// Radii are whole columns and centers sit on cell (or half-row) edges, so the circle's
  /// top, bottom and sides fall on cell edges: the drawn ring then has flat ends instead of
  /// one-cell spikes.
  /// Past this the iPod stops growing and the terminal's extra space stays desk.
  static let widestCase = 78

  /// The upright iPod, or nil when its display would be too small to read.
  static func portrait(in size: Size) -> Layout? {
    let fitByHeight = Int(Double(size.height) * cellAspect / caseRatio)
    let caseWidth = min(size.width - 2, fitByHeight, widestCase)
    let caseHeight = min(size.height, Int((Double(caseWidth) * caseRatio / cellAspect).rounded()))
    guard caseWidth >= 26, caseHeight >= 20 else { return nil }
    let shell = Rect(
      x: (size.width - caseWidth) / 2, y: (size.height - caseHeight) / 2,
      width: caseWidth, height: caseHeight)

    let sideMargin = max(2, Int((Double(caseWidth) * 0.08).rounded()))
    let topMargin = max(1, Int((Double(caseHeight) * 0.05).rounded()))
    let bezelWidth = caseWidth - 2 * sideMargin
    let bezelHeight = Int((Double(bezelWidth) * screenRatio / cellAspect).rounded())
    let bezel = Rect(x: shell.x + sideMargin, y: shell.y + topMargin, width: bezelWidth, height: bezelHeight)
    let display = bezel.inset(dx: 1, dy: 1)

    // The wheel sits in the middle of what is left below the display.
    let below = shell.maxY - bezel.maxY
    var radius = Double(caseWidth) * wheelShare / 2
    radius = min(radius, (Double(below) - 2) * cellAspect / 2)
    guard display.width >= 18, display.height >= 5, radius >= 8 else { return nil }
    let wheel = WheelGeometry(
      centerX: Double(shell.x + caseWidth / 2),
      centerY: Double(bezel.maxY) + Double(below) / 2,
      outerRadius: radius.rounded(.down), buttonRadius: (radius * buttonShare).rounded(), aspect: cellAspect)
    return Layout(size: size, form: .portrait, shell: shell, bezel: bezel, display: display, wheel: wheel)
  }

  /// The iPod on its side: display at the left, wheel at the right. For wide, short terminals.
  static func landscape(in size: Size) -> Layout? {
    let caseHeight = size.height
    let caseWidth = min(size.width, Int(Double(caseHeight) * cellAspect * caseRatio), widestCase + 40)
    // The wheel keeps its share of the case's short side.
    let radius = min(Double(caseHeight) * wheelShare, (Double(caseHeight) - 3) * cellAspect / 2)
    let wheelWidth = Int((radius * 2).rounded(.up))
    let shell = Rect(x: (size.width - caseWidth) / 2, y: 0, width: caseWidth, height: caseHeight)
    let bezel = Rect(x: shell.x + 2, y: 1, width: caseWidth - wheelWidth - 7, height: caseHeight - 2)
    let display = bezel.inset(dx: 1, dy: 1)
    guard radius >= 8, display.width >= 20, display.height >= 5 else { return nil }
    let wheel = WheelGeometry(
      centerX: Double(bezel.maxX + (shell.maxX - bezel.maxX) / 2),
      centerY: Double(caseHeight / 2),
      outerRadius: radius.rounded(.down), buttonRadius: (radius * buttonShare).rounded(), aspect: cellAspect)
    return Layout(size: size, form: .landscape, shell: shell, bezel: bezel, display: display, wheel: wheel)
  }
}
