/// Add City's lists (see the screen table) need the tz database's zone names, read once.
extension AppState {
  mutating func askZoneNames() -> [Effect] {
    guard extras.world.zoneNames == nil, !extras.world.zoneNamesAsked else { return [] }
    extras.world.zoneNamesAsked = true
    return [.extras(.listZoneNames)]
  }
}
