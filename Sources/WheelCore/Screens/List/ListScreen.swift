/// Every screen that is a list of rows (menus, library lists, pickers, Settings, About): the
/// wheel moves the selection, the center acts on the selected row, a click picks a row. The
/// table (`Screen.home`) gives each one its name, its rows and, where the state names it, its
/// title.
struct ListScreen: ScreenHome {
  let name: String
  /// The title bar from the state (an artist's albums are titled with the artist).
  let titled: ((AppState) -> String)?
  let rows: (AppState) -> ListContent
  /// What moving onto a row sounds like in a sound picker.
  let preview: ((Row) -> Effect)?
  /// What the list asks the adapters for while it shows (a book's chapters, the notes).
  let asks: ((inout AppState) -> [Effect])?
  /// What it forgets when it is no longer on top.
  let forgets: ((Screen, inout AppState) -> Void)?

  /// A list is its rows; the table names the few that also title themselves from the state,
  /// preview sounds, ask the adapters for something or forget something when left.
  init(
    _ name: String, titled: ((AppState) -> String)? = nil, preview: ((Row) -> Effect)? = nil,
    asks: ((inout AppState) -> [Effect])? = nil, forgets: ((Screen, inout AppState) -> Void)? = nil,
    rows: @escaping (AppState) -> ListContent
  ) {
    self.name = name
    self.titled = titled
    self.preview = preview
    self.asks = asks
    self.forgets = forgets
    self.rows = rows
  }

  func title(in state: AppState) -> String { titled?(state) ?? name }

  func content(in state: AppState) -> ListContent? { rows(state) }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps): return turn(steps, in: &state)
    case .select: return Self.activateSelected(in: &state)
    case .pick(let row): return pick(row, in: &state)
    case .addToOnTheGo: return state.addSelectedToOnTheGo()
    default: return nil
    }
  }

  /// A list does nothing by itself as time passes (its marquee and blink are painted from `now`).
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }

  /// Only while the selected row's label is cut: its marquee's next step; while a row blinks
  /// after On-The-Go took it, its next change.
  func deadlines(in state: AppState) -> [Double] {
    state.marquee.nextChange(paths: [Self.selectedStops(in: state)], at: state.now)
      + (state.rowFlash?.nextChange(after: state.now).map { [$0] } ?? [])
  }

  func requests(in state: inout AppState) -> [Effect] { asks?(&state) ?? [] }

  func leave(for next: Screen, in state: inout AppState) { forgets?(next, &state) }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let content = rows(state)
    let blinking =
      state.rowFlash.map { $0.screen == state.screen && $0.row == state.cursor.selected && $0.isDark(at: state.now) }
      ?? false
    ListPainter.paint(
      content, cursor: state.cursor, glyphs: state.glyphs, marquee: state.marquee.elapsed(at: state.now),
      highlight: !blinking, in: body, into: &grid)
  }

  var takesText: Bool { false }

  /// Where the selected row's marquee stops (`Marquee.stops`; none when the label fits).
  static func selectedStops(in state: AppState) -> [Int] {
    guard let content = state.content, state.cursor.selected < content.count else { return [] }
    let body = state.layout.body
    guard !body.isEmpty else { return [] }
    let row = content.row(state.cursor.selected)
    let line = Rect(x: body.x, y: body.y, width: ListPainter.rowWidth(count: content.count, in: body), height: 1)
    let room = ListPainter.arrange(row, in: line, glyphs: state.glyphs, widths: state.environment.widths).labelRoom
    return Marquee.stops(row.label, width: room, in: state.environment.widths)
  }

  /// How long the big letter stays after the wheel slows down.
  static let letterFlashSeconds = 0.7

  /// A click per row the selection moved (fewer at a list's end, none past it); a preview in
  /// sound pickers; the big letter while the wheel spins fast through a long list.
  func turn(_ steps: Int, in state: inout AppState) -> [Effect] {
    let before = state.cursor.selected
    guard steps != 0, state.moveCursor(by: steps) else { return [] }
    let selected = state.cursor.selected
    if abs(steps) > 1 || state.acceleration.multiplier > 1, let content = state.content,
      content.count > WheelAcceleration.longList
    {
      state.letterFlash = LetterFlash(
        letter: IndexLetter.of(content.row(selected).label), until: state.now + Self.letterFlashSeconds)
    }
    if let preview, let row = state.content?.row(selected) { return [preview(row)] }
    return state.clicks(forRows: selected - before)
  }

  /// A click on a row selects it; a click on the row already selected opens it.
  func pick(_ row: Int, in state: inout AppState) -> [Effect] {
    guard row >= 0, let content = state.content else { return [] }
    let target = state.cursor.top + row
    guard target < content.count else { return [] }
    if target == state.cursor.selected { return Self.activateSelected(in: &state) }
    return turn(target - state.cursor.selected, in: &state)
  }

  static func activateSelected(in state: inout AppState) -> [Effect] {
    guard let content = state.content, content.count > 0 else { return [] }
    return RowActions.run(content.row(state.cursor.selected).action, in: &state)
  }
}
