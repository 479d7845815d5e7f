/// One note, read with the wheel: it scrolls a line per step, the lines wrapped to the display.
enum NoteScreen: ScreenHome {
  static func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps):
      let most = max(0, lines(state).count - state.layout.body.height)
      let before = state.extras.notes.scroll
      state.extras.notes.scroll = min(most, max(0, before + max(-100_000, min(100_000, steps))))
      return state.clicks(forRows: state.extras.notes.scroll - before)
    case .select, .pick: return []
    default: return nil
    }
  }

  /// The note's text once it has been read.
  static func requests(in state: inout AppState) -> [Effect] {
    guard case .extra(.note(let path)) = state.screen, state.extras.notes.openPath != path else { return [] }
    state.extras.notes.open(path)
    return [.extras(.readNote(path))]
  }

  static func lines(_ state: AppState) -> [String] {
    guard let text = state.extras.notes.text else { return [] }
    return NotesState.lines(of: text, width: state.layout.body.width - 3, in: state.environment.widths)
  }

  static func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let notes = state.extras.notes
    guard notes.text != nil else {
      DisplayPainter.centered(notes.failed ? "Can't read this note" : "Reading…", in: body, role: notes.failed ? .notice : .rowDetail, into: &grid)
      return
    }
    let all = lines(state)
    guard !all.isEmpty else {
      DisplayPainter.centered("Empty note", in: body, role: .rowDetail, into: &grid)
      return
    }
    let top = min(notes.scroll, max(0, all.count - body.height))
    for (i, line) in all.dropFirst(top).prefix(body.height).enumerated() {
      grid.write(line, at: Point(x: body.x + 1, y: body.y + i), role: .row, maxWidth: body.width - 3)
    }
    // A scroll bar when the note is longer than the display.
    if all.count > body.height {
      let track = Rect(x: body.maxX - 1, y: body.y, width: 1, height: body.height)
      grid.fill(track, role: .scrollTrack)
      let thumb = max(1, body.height * body.height / all.count)
      let y = body.y + (body.height - thumb) * top / max(1, all.count - body.height)
      grid.fill(Rect(x: track.x, y: y, width: 1, height: thumb), role: .scrollThumb)
    }
  }
}
