/// Now Playing's volume bar with a quiet speaker at its left end and a loud one at its right,
/// as the iPod draws it (`-` and `+` in ASCII). Narrow displays keep the bar alone. The
/// speakers are a cone (◂, U+25C2) and its waves, not the emoji (U+1F508, U+1F50A), which an
/// xterm without a colour emoji font shows as empty boxes: every glyph the program draws is in
/// DejaVu Sans Mono, Debian's default monospace font, and narrow in every locale.
enum VolumeSpeakers {
  static func paint(fraction: Double, y: Int, in box: Rect, ascii: Bool, into grid: inout Grid) {
    let (quiet, loud) = ascii ? ("-", "+") : ("◂", "◂))")
    let side = max(TextWidth.of(quiet, in: grid.widths), TextWidth.of(loud, in: grid.widths)) + 1
    guard box.width >= 2 * side + 6 else {
      SliderPainter.paint(fraction: fraction, in: Rect(x: box.x, y: y, width: box.width, height: 1), into: &grid)
      return
    }
    grid.write(quiet, at: Point(x: box.x, y: y), role: .row)
    grid.write(loud, at: Point(x: box.maxX - TextWidth.of(loud, in: grid.widths), y: y), role: .row)
    SliderPainter.paint(
      fraction: fraction, in: Rect(x: box.x + side, y: y, width: box.width - 2 * side, height: 1), into: &grid)
  }
}
