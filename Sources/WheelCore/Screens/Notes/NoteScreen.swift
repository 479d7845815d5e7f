/// One note, read with the wheel: it scrolls a line per step, the lines wrapped to the display.
struct NoteScreen: ScreenHome {
  let path: String
  var name: String { NotesState.displayName(path) }
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func deadlines(in state: AppState) -> [Double] { [] }
  /// Opening the note again reads it afresh; leaving Notes lists the folder afresh next time.
  func leave(for next: Screen, in state: inout AppState) {
    state.extras.notes.openPath = nil
    state.forgetNotes(for: next)
  }
  var takesText: Bool { false }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps):
      let (top, moved) = ScrolledText.scrolled(
        from: state.extras.notes.scroll, by: steps, lineCount: Self.lines(state).count, height: state.layout.body.height
      )
      state.extras.notes.scroll = top
      return state.clicks(forRows: moved)
    case .select, .pick: return []
    default: return nil
    }
  }

  /// The note's text once it has been read, and the folder's listing (to go back to).
  func requests(in state: inout AppState) -> [Effect] {
    var effects: [Effect] = []
    if state.extras.notes.openPath != path {
      state.extras.notes.open(path)
      effects.append(.extras(.readNote(path)))
    }
    return effects + state.askNotesList()
  }

  static func lines(_ state: AppState) -> [String] {
    guard let text = state.extras.notes.text else { return [] }
    return NotesState.lines(
      of: text, width: ScrolledText.lineWidth(in: state.layout.body), in: state.environment.widths)
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let notes = state.extras.notes
    guard notes.text != nil else {
      DisplayPainter.centered(
        notes.failed ? "Can't read this note" : "Reading…", in: body, role: notes.failed ? .notice : .rowDetail,
        into: &grid)
      return
    }
    let all = Self.lines(state)
    guard !all.isEmpty else {
      DisplayPainter.centered("Empty note", in: body, role: .rowDetail, into: &grid)
      return
    }
    ScrolledText.paint(all, top: notes.scroll, in: body, into: &grid)
  }
}
