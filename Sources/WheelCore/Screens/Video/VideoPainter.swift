/// A video as the iPod shows one: the picture fills the display on black, letterboxed to its
/// shape; the title and a progress bar (or the volume bar) cover it for a few seconds after the
/// start, a press or a turn, and while paused.
///
/// The picture is drawn as half blocks (two pixels a cell) by `paintPicture`; a terminal that
/// shows real pixels gets the same picture and rectangle as an image placement instead.
enum VideoPainter {
  static let black = RGB(0x000000)

  static func paint(_ state: AppState, into grid: inout Grid) {
    let display = state.layout.display
    guard !display.isEmpty else { return }
    let video = state.videos.player
    for y in display.y..<display.maxY {
      for x in display.x..<display.maxX { grid.putArt(at: Point(x: x, y: y), top: black, bottom: black) }
    }
    if let frame = video.frame?.picture {
      if state.settings.video.fit == .fill {
        paintPicture(filling(frame, display), in: display, into: &grid)
      } else {
        paintPicture(frame, in: pictureRect(frame, in: display), into: &grid)
      }
    } else {
      DisplayPainter.centered(video.status == .loading ? "Loading…" : "", in: display, role: .rowDetail, into: &grid)
    }
    guard video.showsOverlay(at: state.now) else { return }
    paintOverlay(state, in: display, into: &grid)
  }

  /// Where a picture goes: centered, one cell per pixel across and two down, never beyond the display.
  static func pictureRect(_ picture: Picture, in display: Rect) -> Rect {
    let width = min(display.width, picture.width)
    let height = min(display.height, (picture.height + 1) / 2)
    return Rect(
      x: display.x + (display.width - width) / 2, y: display.y + (display.height - height) / 2, width: width,
      height: height)
  }

  /// Video Settings > Fit to Screen off: the middle of the picture in the display's shape (two
  /// pixels a cell), its overflowing sides or top and bottom cut off, to be stretched over the
  /// whole display.
  static func filling(_ picture: Picture, _ display: Rect) -> Picture {
    let (w, h) = (picture.width, picture.height)
    let (dw, dh) = (max(1, display.width), max(1, display.height * 2))
    // Compared as w/h against dw/dh, multiplied out.
    let width = w * dh > dw * h ? max(1, h * dw / dh) : w
    let height = w * dh > dw * h ? h : max(1, w * dh / dw)
    let (x0, y0) = ((w - width) / 2, (h - height) / 2)
    var pixels: [RGB] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height {
      for x in 0..<width { pixels.append(picture[x0 + x, y0 + y]) }
    }
    return Picture(width: width, height: height, pixels: pixels) ?? picture
  }

  /// The picture in half blocks: the one place a frame becomes cells.
  static func paintPicture(_ picture: Picture, in rect: Rect, into grid: inout Grid) {
    CoverPainter.paintPicture(picture, in: rect, into: &grid)
  }

  /// The title bar at the top, the bar and times at the bottom (only the title on tiny displays).
  private static func paintOverlay(_ state: AppState, in display: Rect, into grid: inout Grid) {
    let video = state.videos.player
    let status = video.status == .paused ? state.glyphs.paused : state.glyphs.playing
    let top = Rect(x: display.x, y: display.y, width: display.width, height: 1)
    DisplayPainter.paintTitleBar(video.item?.title ?? "Videos", status: status, in: top, into: &grid)
    guard display.height >= 4 else { return }
    let area = Rect(x: display.x, y: display.maxY - 2, width: display.width, height: 2)
    grid.fill(area, role: .row)
    let inner = area.inset(dx: 1, dy: 0)
    let barY = area.y
    let textY = area.y + 1
    if video.showsVolume(at: state.now) {
      NowPlayingPainter.bar(
        fraction: Double(state.settings.volume) / Double(Settings.volumeSteps), y: barY, in: inner, marker: false,
        into: &grid)
      DisplayPainter.centered(
        "Volume", in: Rect(x: inner.x, y: textY, width: inner.width, height: 1), role: .rowDetail, into: &grid)
      return
    }
    let fraction = video.duration > 0 ? video.position / video.duration : 0
    NowPlayingPainter.bar(fraction: fraction, y: barY, in: inner, marker: video.wheelMode == .scrub, into: &grid)
    let elapsed = NowPlayingPainter.format(video.position)
    let remaining = "-" + NowPlayingPainter.format(max(0, video.duration - video.position).rounded(.up))
    grid.write(elapsed, at: Point(x: inner.x, y: textY), role: .row)
    grid.write(remaining, at: Point(x: inner.maxX - TextWidth.of(remaining, in: grid.widths), y: textY), role: .row)
    if video.wheelMode == .scrub, inner.width >= 24 {
      DisplayPainter.centered(
        "Scrubbing", in: Rect(x: inner.x, y: textY, width: inner.width, height: 1), role: .emphasis, into: &grid)
    }
  }
}
