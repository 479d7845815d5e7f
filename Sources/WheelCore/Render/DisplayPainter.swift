/// The LCD: its frame, the title bar and the current screen's content.
enum DisplayPainter {
  /// The title while the sound device is gone (the engine retries every second).
  static let noSoundServer = "No sound server: retrying"

  static func paint(_ state: AppState, into grid: inout Grid) {
    let layout = state.layout
    if layout.bezel != layout.display {
      grid.fill(layout.bezel, role: .bezel)
      if !layout.shell.isEmpty { roundCorners(of: layout.bezel, glyphs: state.glyphs, into: &grid) }
    }
    let display = layout.display
    guard !display.isEmpty else { return }
    grid.fill(display, role: .row)
    guard !state.asleep else { return }  // asleep: a dark, empty display
    let bar = Rect(x: display.x, y: display.y, width: display.width, height: 1)
    let title =
      state.library.sourceStatus ?? (state.environment.soundServerLost ? Self.noSoundServer : nil)
      ?? state.screen.home.title(in: state)
    TitleBar(
      title: title, hold: BodyPainter.holdMark(state), play: playGlyph(state), time: state.titleTime ?? "",
      battery: BodyPainter.batteryMark(state), other: scanText(state)
    ).paint(in: bar, into: &grid)
    let body = layout.body
    state.screen.home.paint(state, in: body, into: &grid)
    if let flash = state.letterFlash, state.now < flash.until { paintLetter(flash.letter, in: body, into: &grid) }
    if let notice = state.notice, state.now < notice.until, body.height > 0 {
      // Up to two lines at the bottom of the display; narrow displays wrap rather than cut.
      let lines = Array(
        TextWidth.wrapped(notice.text, toWidth: max(1, body.width - 2), in: grid.widths).prefix(min(2, body.height)))
      for (i, text) in lines.enumerated() {
        let line = Rect(x: body.x, y: body.maxY - lines.count + i, width: body.width, height: 1)
        grid.fill(line, role: .notice)
        centered(text, in: line, role: .notice, into: &grid)
      }
    }
    if state.timer.status == .ringing { TimerScreen.paintAlarm(state, into: &grid) }
    BodyPainter.finish(state, into: &grid)
  }

  /// Each corner cell of the frame keeps only its inner quarter (▗ ▖ ▝ ▘), the rest showing
  /// the case: at a cell's size that is the rounding the iPod's screen frame has.
  static func roundCorners(of frame: Rect, glyphs: GlyphSet, into grid: inout Grid) {
    guard frame.width >= 2, frame.height >= 2 else { return }
    let corners = [
      (frame.x, frame.y, 8), (frame.maxX - 1, frame.y, 4), (frame.x, frame.maxY - 1, 2),
      (frame.maxX - 1, frame.maxY - 1, 1),
    ]
    for (x, y, quarter) in corners {
      grid.put(glyphs.quadrants[quarter], at: Point(x: x, y: y), role: .bezelCorner)
    }
  }

  /// The big letter in a box at the middle of the display (a plain letter when it is small).
  static func paintLetter(_ letter: String, in body: Rect, into grid: inout Grid) {
    let big = body.width >= 9 && body.height >= 5 && letter.count == 1 && BigGlyphs.font[Character(letter)] != nil
    let size = big ? Size(width: 7, height: 5) : Size(width: 5, height: 3)
    let box = Rect(
      x: body.x + (body.width - size.width) / 2, y: body.y + (body.height - size.height) / 2,
      width: size.width, height: size.height)
    guard box.x >= body.x, box.y >= body.y else { return }
    grid.fill(box, role: .overlay)
    if big {
      BigGlyphs.draw(letter, at: Point(x: box.x + 2, y: box.y + 1), role: .overlay, into: &grid)
    } else {
      grid.write(letter, at: Point(x: box.x + 2, y: box.y + 1), role: .overlay)
    }
  }

  /// ▶ while playing, ❚❚ while paused, on every screen (the iPod's title bar does the same).
  static func playGlyph(_ state: AppState) -> String {
    switch state.player.status {
    case .playing: state.glyphs.playing
    case .paused: state.glyphs.paused
    case .stopped: ""
    }
  }

  /// The background scan's progress, at the right of the title bar.
  static func scanText(_ state: AppState) -> String {
    if case .scanning(let done, let total) = state.library.scan {
      return total > 0 ? "\(min(99, done * 100 / total))%" : "…"
    }
    if state.timer.isActive, state.screen != .timer { return state.environment.useASCII ? "T" : "◷" }
    return ""
  }

  /// The gray bar with a name in the middle and a play state at the left (Help, a video).
  static func paintTitleBar(_ title: String, status: String, in bar: Rect, into grid: inout Grid) {
    TitleBar(title: title, play: status).paint(in: bar, into: &grid)
  }

  /// A line of text centered in a box (empty states, notices).
  static func centered(_ text: String, in box: Rect, role: Role, into grid: inout Grid) {
    guard !box.isEmpty else { return }
    if text.contains("\n") {
      centeredLines(text, in: box, role: role, into: &grid)
      return
    }
    let line = TextWidth.truncated(text, toWidth: box.width - 2, in: grid.widths)
    let width = TextWidth.of(line, in: grid.widths)
    grid.write(line, at: Point(x: box.x + (box.width - width) / 2, y: box.y + (box.height - 1) / 2), role: role)
  }

  /// Lines (at `\n`, each wrapped whole to the box) centered in it, as many as fit: an empty
  /// list's message that says where files go.
  static func centeredLines(_ text: String, in box: Rect, role: Role, into grid: inout Grid) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      TextWidth.wrappedWhole(String($0), toWidth: max(1, box.width - 2), in: grid.widths)
    }.prefix(box.height)
    let top = box.y + (box.height - lines.count) / 2
    for (i, line) in lines.enumerated() {
      let width = TextWidth.of(line, in: grid.widths)
      grid.write(line, at: Point(x: box.x + (box.width - width) / 2, y: top + i), role: role)
    }
  }
}
