/// Clocks: an analog face for the local time and one for each city the user added. The
/// wheel moves between them; the center opens the options (add a city, remove one).
struct ClockScreen: ScreenHome {
  let name = "Clocks"
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps):
      let count = state.settings.clockCities.count + 1
      let before = state.extras.clockIndex
      state.extras.clockIndex = min(count - 1, max(0, before + steps))
      return state.clicks(forRows: state.extras.clockIndex - before)
    case .select:
      state.push(.clock(.options))
      return []
    default: return nil
    }
  }

  /// The second hand moves every second.
  func deadlines(in state: AppState) -> [Double] { [state.now + 1] }

  /// The cities' offsets, read again every minute while the clocks show.
  func requests(in state: inout AppState) -> [Effect] {
    let cities = state.settings.clockCities
    guard !cities.isEmpty else { return [] }
    let missing = cities.contains { state.extras.world.offsets[$0] == nil }
    if let asked = state.extras.world.askedAt, !missing || state.now - asked < 2,
      state.now - asked < WorldClock.refreshSeconds
    {
      return []
    }
    state.extras.world.askedAt = state.now
    return [.extras(.readZones(cities))]
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    guard let local = state.shownClock, let system = state.clock else {
      DisplayPainter.centered("Reading the clock…", in: body, role: .rowDetail, into: &grid)
      return
    }
    let cities = state.settings.clockCities
    let index = min(state.extras.clockIndex, cities.count)
    var time = local
    // Each line's forms, longest first: the painter shows the first that fits.
    var name = ["Local Time", "Local"]
    var detail = [local.dateLine, local.shortDateLine]
    if index > 0 {
      let zone = cities[index - 1]
      name = [WorldClock.cityName(zone)]
      if let (there, days) = state.extras.world.time(in: zone, local: system) {
        time = there
        detail = [[-1: "Yesterday", 0: "Today", 1: "Tomorrow"][days] ?? ""]
      } else {
        detail = ["Reading the time zone…", "Reading…"]
      }
    }
    let count = cities.count + 1
    let position = count > 1 ? "\(index + 1) of \(count)" : ""
    ClockFacePainter.paintScreen(
      time: time, hours: state.settings.dateTime.hours, name: name, detail: detail, position: position,
      theme: Theme.named(state.themeName), in: body,
      into: &grid)
  }
}
