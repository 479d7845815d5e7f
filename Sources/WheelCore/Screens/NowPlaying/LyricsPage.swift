/// Now Playing's lyrics page (the center's cycle: volume → scrub → lyrics): the song's words,
/// synced ones with the line being sung highlighted and kept in view as the position reports
/// arrive, plain ones scrolled by the wheel. It stays until MENU or the center button.
enum LyricsPage {
  /// The wheel: plain lyrics scroll a row a step; synced lyrics jump to the line before or
  /// after the one being sung (a seek), so the page stays in time with the music.
  static func turn(_ steps: Int, in state: inout AppState) -> [Effect] {
    guard steps != 0, let lyrics = state.lyrics.lyrics else { return [] }
    if lyrics.isSynced {
      let current = lyrics.currentLine(at: state.player.elapsed) ?? -1
      let target = min(lyrics.synced.count - 1, max(0, current + steps))
      guard target != current else { return [] }
      return state.seek(by: lyrics.synced[target].time - state.player.elapsed) + state.clicks(forRows: target - current)
    }
    let rows = wrappedRows(lyrics, width: textBox(state.layout.body).width, profile: state.environment.widths)
    let limit = max(0, rows.count - textBox(state.layout.body).height)
    let scroll = min(limit, max(0, state.lyrics.scroll + steps))
    let moved = scroll - state.lyrics.scroll
    state.lyrics.scroll = scroll
    return state.clicks(forRows: moved)
  }

  /// The song's title on the first line, the words below.
  static func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    guard let lyrics = state.lyrics.lyrics, body.height > 0 else { return }
    let title = state.currentTrack?.title ?? ""
    let head = TextWidth.truncated(title, toWidth: max(0, body.width - 2), in: grid.widths)
    grid.write(
      head, at: Point(x: body.x + (body.width - TextWidth.of(head, in: grid.widths)) / 2, y: body.y), role: .rowDetail)
    let box = textBox(body)
    guard box.height > 0, box.width > 0 else { return }
    let rows = wrappedRows(lyrics, width: box.width, profile: grid.widths)
    let current = lyrics.currentLine(at: state.player.elapsed)
    let top =
      lyrics.isSynced
      ? firstRow(rows: rows, current: current, height: box.height)
      : min(state.lyrics.scroll, max(0, rows.count - box.height))
    for (y, row) in rows.dropFirst(top).prefix(box.height).enumerated() {
      let sung = current == row.line
      let point = Point(x: box.x + (box.width - TextWidth.of(row.text, in: grid.widths)) / 2, y: box.y + y)
      if sung { grid.fill(Rect(x: body.x, y: box.y + y, width: body.width, height: 1), role: .selected) }
      grid.write(row.text, at: point, role: sung ? .selected : (lyrics.isSynced ? .rowDetail : .row))
    }
  }

  /// Below the title line, a cell in from each side.
  static func textBox(_ body: Rect) -> Rect {
    Rect(x: body.x + 1, y: body.y + 1, width: max(0, body.width - 2), height: max(0, body.height - 1))
  }

  /// The first row shown of synced lyrics: the line being sung a third of the way down (the
  /// words to come matter more than those gone), the top before the first line.
  static func firstRow(rows: [(line: Int, text: String)], current: Int?, height: Int) -> Int {
    guard let current, let at = rows.firstIndex(where: { $0.line == current }) else { return 0 }
    return max(0, min(at - height / 3, rows.count - height))
  }

  /// Every line wrapped to `width` at its spaces into rows of even length (a sung line reads
  /// badly with one word left over); a blank line stays one blank row.
  static func wrappedRows(_ lyrics: Lyrics, width: Int, profile: WidthProfile) -> [(line: Int, text: String)] {
    var rows: [(Int, String)] = []
    for (i, line) in lyrics.lines.enumerated() {
      let pieces = line.isEmpty ? [""] : TextWidth.balanced(line, toWidth: max(1, width), in: profile)
      rows += pieces.map { (i, $0) }
    }
    return rows
  }
}
