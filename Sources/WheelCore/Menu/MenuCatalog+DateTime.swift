/// Settings > Date & Time's rows and its zone lists (the tz database's regions and cities
/// that Clocks' Add City lists too).
extension MenuCatalog {
  static func dateTime(in state: AppState) -> ListContent {
    let d = state.settings.dateTime
    var rows = [
      Row(
        "Time Zone", detail: d.zone.map(WorldClock.cityName) ?? "System", accessory: .disclosure,
        action: .open(.setting(.zoneRegions))),
      Row("Time", detail: d.hours.rawValue, action: .cycle(.hourCycle)),
      Row("Time in Title", detail: d.timeInTitle ? "On" : "Off", action: .cycle(.timeInTitle)),
    ]
    if let now = state.shownClock {
      rows.append(Row(now.shortDateLine, detail: state.timeText(hour: now.hour, minute: now.minute), action: .nothing))
    }
    return ListContent(rows)
  }

  static func zoneRegions(in state: AppState) -> ListContent {
    let system = Row(
      "System", accessory: state.settings.dateTime.zone == nil ? .check : .none, action: .chooseZone(nil))
    guard state.extras.world.zoneNames != nil else { return ListContent([system]) }
    return ListContent(
      [system]
        + state.extras.world.regions.map {
          Row($0.replacingUnderscores, accessory: .disclosure, action: .open(.setting(.zones($0))))
        })
  }

  static func zones(in region: String, _ state: AppState) -> ListContent {
    ListContent(
      state.extras.world.zones(in: region).map { zone in
        Row(
          cityLabel(zone), accessory: state.settings.dateTime.zone == zone ? .check : .none, action: .chooseZone(zone))
      }, emptyMessage: "No cities")
  }
}
