/// Settings > Fill iPod > a list: the copy under way, as a bar with the song, how many of how
/// many and the time left. MENU cancels while it runs (the adapter keeps the songs finished)
/// and goes back once it has ended.
struct IpodFillScreen: ScreenHome {
  let name = "Fill iPod"
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func deadlines(in state: AppState) -> [Double] { [] }
  func requests(in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    guard command == .menu, var status = state.library.ipodFill, !status.finished else { return nil }
    guard !status.cancelling else { return [] }
    status.cancelling = true
    state.library.ipodFill = status
    return [.cancelIpodFill]
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    guard let status = state.library.ipodFill, body.height >= 3, body.width >= 8 else { return }
    var y = body.y + max(0, (body.height - (status.present > 0 ? 7 : 6)) / 2)
    func line(_ text: String, role: Role) {
      guard y < body.maxY else { return }
      DisplayPainter.centered(
        text, in: Rect(x: body.x + 1, y: y, width: body.width - 2, height: 1), role: role, into: &grid)
      y += 1
    }
    line(status.list, role: .row)
    line(status.finished ? "Done" : status.cancelling ? "Cancelling…" : status.title, role: .rowDetail)
    if y < body.maxY {
      NowPlayingPainter.bar(
        fraction: status.fraction, y: y, in: Rect(x: body.x + 2, y: y, width: body.width - 4, height: 1),
        marker: false, into: &grid)
      y += 1
    }
    let left = status.secondsLeft.map { " · " + Self.duration($0) + " left" } ?? ""
    line(
      "\(min(status.done + (status.finished ? 0 : 1), status.total)) of \(status.total)"
        + (status.finished ? "" : left), role: .rowDetail)
    if status.present > 0 { line("\(status.present) already on the iPod", role: .rowDetail) }
    if !status.finished { line("MENU cancels", role: .rowDetail) }
  }

  /// "1:05", "0:09".
  static func duration(_ seconds: Double) -> String {
    let whole = max(0, Int(seconds.rounded(.up)))
    return "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
  }
}

extension AppState {
  /// Settings > Fill iPod > a list: the copy is asked for and its page opened.
  mutating func fillIpod(with list: SongList) -> [Effect] {
    guard let ipod = library.fillTarget else { return [] }
    if let running = library.ipodFill, !running.finished {
      showNotice("Already copying \(running.list) to the iPod", logged: false)
      return []
    }
    let tracks = library.tracks(of: list).compactMap { library.index.tracks[safe: Int($0)] }
    guard !tracks.isEmpty else {
      showNotice("No songs to copy", logged: false)
      return []
    }
    let name = library.title(of: list)
    library.ipodFill = IpodFillStatus(list: name, total: tracks.count)
    push(.setting(.ipodFill))
    return [.fillIpod(IpodFillRequest(ipod: ipod, list: name, tracks: tracks))]
  }
}
