/// The four numbers of Screen Lock: the wheel turns the current one, the center moves to the
/// next; after the fourth the combination is set, or the iPod unlocks when it matches. While
/// locked this screen stays on top and takes every input but quitting.
struct CombinationScreen: ScreenHome {
  let purpose: CombinationPurpose
  var name: String {
    switch purpose {
    case .unlock: "Locked"
    case .set: "Combination"
    case .lockVolume, .unlockVolume: "Volume Limit"
    }
  }
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func deadlines(in state: AppState) -> [Double] { [] }
  func requests(in state: inout AppState) -> [Effect] { [] }
  /// A combination is entered afresh each time.
  func leave(for next: Screen, in state: inout AppState) {
    guard state.extras.lock.position != 0 || state.extras.lock.entry != [0, 0, 0, 0] || state.extras.lock.wrong
    else { return }
    state.extras.lock.clearEntry()
    state.extras.lock.wrong = false
  }
  var takesText: Bool { false }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps):
      guard steps != 0 else { return [] }
      state.extras.lock.turn(steps)
      return state.clicks(forRows: 1)
    case .select:
      state.extras.lock.position += 1
      guard state.extras.lock.position == ScreenLockState.length else { return [] }
      return Self.finish(purpose, in: &state)
    case .menu:
      if state.extras.lock.position > 0 {
        state.extras.lock.position -= 1
      } else if purpose != .unlock {
        state.pop()
      }
      return []
    case .quit:
      return nil
    default:
      // Locked, the buttons do nothing; setting, they keep their usual meaning.
      return purpose == .unlock ? [] : nil
    }
  }

  private static func finish(_ purpose: CombinationPurpose, in state: inout AppState) -> [Effect] {
    let entered = state.extras.lock.entry
    state.extras.lock.clearEntry()
    switch purpose {
    case .set:
      state.extras.lock.combination = entered
      state.pop()
      state.showNotice("Combination set", seconds: 2, logged: false)
    case .unlock:
      if entered == state.extras.lock.combination {
        state.extras.lock.isLocked = false
        state.pop()
      } else {
        state.extras.lock.wrong = true
      }
    case .lockVolume, .unlockVolume:
      guard let effects = state.finishVolumeCombination(entered, locking: purpose == .lockVolume) else {
        state.extras.lock.wrong = true
        return []
      }
      return effects
    }
    return []
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let lock = state.extras.lock
    var y = body.y
    if purpose == .unlock || purpose == .unlockVolume, body.height >= 9 {
      LockIconPainter.paint(
        in: Rect(x: body.x + (body.width - 8) / 2, y: body.y + 1, width: 8, height: 3),
        theme: Theme.named(state.themeName), into: &grid)
      y = body.y + 5
    }
    let boxes = (0..<ScreenLockState.length).map { i in i < lock.position ? "*" : "\(lock.entry[i])" }
    let line = boxes.map { "[\($0)]" }.joined(separator: " ")
    let width = TextWidth.of(line)
    let x = body.x + max(0, (body.width - width) / 2)
    let rowY = min(body.maxY - 1, y + max(0, (body.maxY - y - 3) / 2))
    grid.write(line, at: Point(x: x, y: rowY), role: .row, maxWidth: body.width)
    grid.paint(Rect(x: x + lock.position * 4, y: rowY, width: 3, height: 1), role: .selected)
    let hint: String
    if lock.wrong {
      hint = "Wrong combination"
    } else {
      switch purpose {
      case .unlock, .unlockVolume: hint = "Enter combination"
      case .set: hint = "Turn, then center"
      case .lockVolume: hint = "Turn, then center; MENU: no lock"
      }
    }
    if rowY + 2 < body.maxY {
      DisplayPainter.centered(
        hint, in: Rect(x: body.x, y: rowY + 2, width: body.width, height: 1), role: lock.wrong ? .notice : .rowDetail,
        into: &grid)
    }
  }
}

/// A padlock drawn on the pixel canvas (the locked screen).
enum LockIconPainter {
  static func paint(in rect: Rect, theme: Theme, into grid: inout Grid) {
    let lcd = theme.colors(for: .row)?.bg ?? RGB(0xF7F8F8)
    let ink = RGB(0x3A3A3C)
    var canvas = DotCanvas(cells: Size(width: rect.width, height: rect.height), background: lcd)
    let w = canvas.width
    let h = canvas.height
    canvas.fill(x0: 1, y0: h / 2, x1: w - 1, y1: h, ink)
    canvas.fill(x0: 2, y0: 0, x1: w - 2, y1: 1, ink)
    canvas.fill(x0: 2, y0: 0, x1: 3, y1: h / 2, ink)
    canvas.fill(x0: w - 3, y0: 0, x1: w - 2, y1: h / 2, ink)
    canvas.fill(x0: w / 2 - 1, y0: h / 2 + 2, x1: w / 2 + 1, y1: h - 1, lcd)
    canvas.paint(into: &grid, at: Point(x: rect.x, y: rect.y))
  }
}
