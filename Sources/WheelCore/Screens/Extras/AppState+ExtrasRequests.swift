/// What the Extras' list screens ask the adapters for after each event (their custom screens
/// ask through their homes), and the rules that keep Screen Lock on top.
extension AppState {
  mutating func extrasRequests() -> [Effect] {
    var effects: [Effect] = []
    if extras.lock.isLocked, screen != .extra(.combination(.unlock)) { push(.extra(.combination(.unlock))) }
    switch screen {
    case .extra(.notes), .extra(.note):
      if !extras.notes.listAsked {
        extras.notes.listAsked = true
        effects.append(.extras(.listNotes))
      }
    case .extra(.cityRegions), .extra(.cities):
      if extras.world.zoneNames == nil, !extras.world.zoneNamesAsked {
        extras.world.zoneNamesAsked = true
        effects.append(.extras(.listZoneNames))
      }
    default:
      // Notes are listed afresh each time Notes opens; a combination is entered afresh.
      extras.notes.listAsked = false
    }
    if case .extra(.note) = screen {} else { extras.notes.openPath = nil }
    if case .extra(.combination) = screen {
    } else if extras.lock.position != 0 || extras.lock.entry != [0, 0, 0, 0] || extras.lock.wrong {
      extras.lock.clearEntry()
      extras.lock.wrong = false
    }
    return effects
  }
}
