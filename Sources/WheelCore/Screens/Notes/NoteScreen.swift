/// One note, read with the wheel: it scrolls a line per step, the lines wrapped to the display.
enum NoteScreen: ScreenHome {
  static func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps):
      let (top, moved) = ScrolledText.scrolled(
        from: state.extras.notes.scroll, by: steps, lineCount: lines(state).count, height: state.layout.body.height)
      state.extras.notes.scroll = top
      return state.clicks(forRows: moved)
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
    return NotesState.lines(
      of: text, width: ScrolledText.lineWidth(in: state.layout.body), in: state.environment.widths)
  }

  static func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let notes = state.extras.notes
    guard notes.text != nil else {
      DisplayPainter.centered(
        notes.failed ? "Can't read this note" : "Reading…", in: body, role: notes.failed ? .notice : .rowDetail,
        into: &grid)
      return
    }
    let all = lines(state)
    guard !all.isEmpty else {
      DisplayPainter.centered("Empty note", in: body, role: .rowDetail, into: &grid)
      return
    }
    ScrolledText.paint(all, top: notes.scroll, in: body, into: &grid)
  }
}
