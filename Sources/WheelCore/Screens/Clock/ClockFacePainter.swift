/// An analog clock face on the pixel canvas, as the iPod classic draws its Clocks: white by
/// day, black by night (6 pm to 6 am), twelve marks, hour and minute hands, a red second hand.
enum ClockFacePainter {
  /// The face with the city and its time beside it (short displays) or below it.
  static func paintScreen(
    time: LocalTime, hours: HourCycle, name names: [String], detail details: [String], position: String, theme: Theme,
    in body: Rect, into grid: inout Grid
  ) {
    /// The first form of a line that fits `width` (the last one, cut, when none does).
    func fitting(_ forms: [String], _ width: Int) -> String {
      forms.first { TextWidth.of($0, in: grid.widths) <= width } ?? forms.last ?? ""
    }
    guard body.width >= 4, body.height >= 2 else { return }
    let digital = hours.text(hour: time.hour, minute: time.minute)
    let sideBySide = body.height < 8 || body.width >= body.height * 5
    if sideBySide {
      let faceRows = body.height
      let faceWidth = min(faceRows * 2, body.width / 2)
      let face = Rect(x: body.x + 1, y: body.y, width: faceWidth, height: faceRows)
      paintFace(time, in: face, theme: theme, into: &grid)
      let text = Rect(x: face.maxX + 1, y: body.y, width: body.maxX - face.maxX - 2, height: body.height)
      let name = fitting(names, text.width)
      let detail = fitting(details, text.width)
      let lines = [(name, Role.emphasis), (digital, .row), (detail, .rowDetail), (position, .rowDetail)].filter {
        !$0.0.isEmpty
      }
      let top = text.y + max(0, (text.height - lines.count) / 2)
      for (i, (line, role)) in lines.prefix(text.height).enumerated() {
        grid.write(line, at: Point(x: text.x, y: top + i), role: role, maxWidth: text.width)
      }
    } else {
      let faceRows = body.height - 2
      let faceWidth = min(body.width - 2, faceRows * 2)
      let face = Rect(x: body.x + (body.width - faceWidth) / 2, y: body.y, width: faceWidth, height: faceRows)
      paintFace(time, in: face, theme: theme, into: &grid)
      let name = fitting(names, body.width - 2 - TextWidth.of("  " + digital))
      let detail = fitting(details, body.width - 2)
      let first = Rect(x: body.x, y: body.maxY - 2, width: body.width, height: 1)
      DisplayPainter.centered(name + "  " + digital, in: first, role: .emphasis, into: &grid)
      let second = Rect(x: body.x, y: body.maxY - 1, width: body.width, height: 1)
      DisplayPainter.centered(
        position.isEmpty ? detail : detail + " · " + position, in: second, role: .rowDetail, into: &grid)
    }
  }

  static let dayFace = RGB(0xFFFFFF), nightFace = RGB(0x1C1C1E), secondHand = RGB(0xD0302A)

  /// The face alone, as large as fits in `rect`.
  static func paintFace(_ time: LocalTime, in rect: Rect, theme: Theme, into grid: inout Grid) {
    guard rect.width > 0, rect.height > 0 else { return }
    let lcd = theme.colors(for: .row)?.bg ?? RGB(0xF7F8F8)
    var canvas = DotCanvas(cells: Size(width: rect.width, height: rect.height), background: lcd)
    let night = time.hour < 6 || time.hour >= 18
    let face = night ? nightFace : dayFace
    let ink = night ? RGB(0xF2F2F2) : RGB(0x111111)
    let rim = night ? RGB(0x8A8A8E) : RGB(0x3A3A3C)
    let cx = Double(canvas.width) / 2
    let cy = Double(canvas.height) / 2
    let radius = min(cx, cy) - 0.5
    guard radius >= 2 else { return }
    canvas.disc(cx: cx, cy: cy, radius: radius, rim)
    canvas.disc(cx: cx, cy: cy, radius: radius - max(1, radius / 12), face)
    func point(_ degrees: Double, _ length: Double) -> (x: Double, y: Double) {
      let p = Trigonometry.point(atDegrees: degrees, radius: length)
      return (cx + p.x, cy + p.y)
    }
    for mark in 0..<12 {
      let outer = radius * 0.86
      let inner = mark % 3 == 0 ? radius * 0.66 : radius * 0.76
      canvas.line(
        from: point(Double(mark) * 30, inner), to: point(Double(mark) * 30, outer), thickness: radius >= 12 ? 1.5 : 1,
        ink)
    }
    let minutes = Double(time.minute) + Double(time.second) / 60
    let hours = Double(time.hour % 12) + minutes / 60
    let heavy = max(1, radius / 8)
    canvas.line(from: (cx, cy), to: point(hours * 30, radius * 0.5), thickness: heavy * 1.3, ink)
    canvas.line(from: (cx, cy), to: point(minutes * 6, radius * 0.78), thickness: heavy, ink)
    if radius >= 6 {
      canvas.line(from: (cx, cy), to: point(Double(time.second) * 6, radius * 0.82), thickness: 1, secondHand)
    }
    canvas.disc(cx: cx, cy: cy, radius: max(0.8, heavy * 0.8), night ? secondHand : ink)
    canvas.paint(into: &grid, at: Point(x: rect.x, y: rect.y))
  }
}
