/// Settings > Volume Limit, as on the iPod: the wheel sets the loudest the music may get on a
/// bar (the gain follows at once, and it is saved), the center goes on to a four-number
/// combination that locks it, and MENU leaves it set but unlocked.
struct VolumeLimitScreen: ScreenHome {
  let name = "Volume Limit"
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func deadlines(in state: AppState) -> [Double] { [] }
  func requests(in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }

  /// Percent per wheel step; every limit the old 10% picker chose is one of its stops.
  static let step = 5

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps):
      let before = state.settings.volumeLimit
      let after = Settings.volumeLimitRange.stepped(from: before, by: steps, of: Self.step)
      guard after != before else { return [] }
      state.settings.volumeLimit = after
      return state.clicks(forRows: abs(after - before) / Self.step) + [
        .saveSettings(state.settings), .setVolume(state.musicGain),
      ]
    case .select:
      // The combination takes the bar's place, so MENU from it returns to Settings.
      state.pop()
      state.push(.extra(.combination(.lockVolume)))
      return []
    default: return nil
    }
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    guard body.height >= 2, body.width >= 6 else { return }
    let range = Settings.volumeLimitRange
    let limit = state.settings.volumeLimit
    let fraction = Double(limit - range.lowerBound) / Double(range.upperBound - range.lowerBound)
    let y = body.y + (body.height - 2) / 2
    VolumeSpeakers.paint(
      fraction: fraction, y: y, in: body.inset(dx: 2, dy: 0), ascii: state.glyphs.check == "*", into: &grid)
    DisplayPainter.centered(
      "\(limit)%", in: Rect(x: body.x, y: y + 1, width: body.width, height: 1), role: .rowDetail, into: &grid)
    if y + 3 < body.maxY {
      DisplayPainter.centered(
        "Center: lock with a combination", in: Rect(x: body.x, y: y + 3, width: body.width, height: 1),
        role: .rowDetail, into: &grid)
    }
  }
}

extension AppState {
  /// Settings > Volume Limit's row: the bar, or while locked the combination first.
  static func volumeLimitRow(_ s: Settings) -> Row {
    let locked = s.volumeLimitLock != nil
    return Row(
      "Volume Limit", detail: "\(s.volumeLimit)%" + (locked ? ", Locked" : ""), accessory: .disclosure,
      action: .open(locked ? .extra(.combination(.unlockVolume)) : .setting(.volumeLimit)))
  }

  /// The combination entered on the lock's screen: locks the limit, or (unlocking) removes
  /// the lock and opens the bar; nil when it was wrong.
  mutating func finishVolumeCombination(_ entered: [Int], locking: Bool) -> [Effect]? {
    if locking {
      settings.volumeLimitLock = entered
      pop()
      showNotice("Volume limit locked", seconds: 2, logged: false)
      return [.saveSettings(settings)]
    }
    guard entered == settings.volumeLimitLock else { return nil }
    settings.volumeLimitLock = nil
    pop()
    push(.setting(.volumeLimit))
    return [.saveSettings(settings)]
  }
}
