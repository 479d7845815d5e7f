/// On-The-Go, as on the 5G: hold the center 1 s (or press `o`) on a song, album, artist, genre
/// or playlist and its songs go to the end of Playlists > On-The-Go, the row blinking to say
/// so; Save Playlist keeps them as "New Playlist N", Clear Playlist empties it.
extension AppState {
  /// How long the center is held to add the selected row.
  public static let onTheGoHoldSeconds = 1.0

  /// The songs a row stands for, or nil for a row that is not music (a menu, a setting).
  func onTheGoTracks(for row: Row) -> [Int32]? {
    let index = library.index
    switch row.action {
    case .play(let list, let position):
      return library.tracks(of: list)[safe: position].map { [$0] }
    case .open(.songList(let list)):
      return list == .onTheGo ? nil : library.tracks(of: list)
    case .open(.artistAlbums(let a)):
      return index.artists[safe: a]?.tracks
    case .open(.genreArtists(let g)):
      return index.genres[safe: g]?.tracks
    case .open(.genreArtistAlbums(let g, let a)):
      return index.genres[safe: g]?.children[safe: a]?.tracks
    default:
      return nil
    }
  }

  /// The songs of the selected row of the list on screen (nil: not a list, or not music).
  var selectedOnTheGoTracks: [Int32]? {
    guard let content, content.count > cursor.selected else { return nil }
    return onTheGoTracks(for: content.row(cursor.selected))
  }

  /// Adds the selected row's songs to On-The-Go and makes the row blink.
  mutating func addSelectedToOnTheGo() -> [Effect] {
    guard let tracks = selectedOnTheGoTracks, !tracks.isEmpty else { return [] }
    userData.data.addToOnTheGo(tracks.compactMap { userData.record(ofTrack: $0) })
    rowFlash = RowFlash(screen: screen, row: cursor.selected, since: now)
    return userDataChanged()
  }

  /// Save Playlist: On-The-Go becomes "New Playlist N", and Playlists shows it selected.
  mutating func saveOnTheGo() -> [Effect] {
    guard let saved = userData.data.saveOnTheGo() else { return [] }
    let effects = userDataChanged()
    leaveOnTheGo()
    if screen == .playlists {
      stack[stack.count - 1].cursor.select(
        MenuCatalog.playlistsRow(ofSaved: saved), count: content?.count ?? 0, visibleRows: layout.listRows)
    }
    return effects
  }

  /// Clear Playlist, confirmed: On-The-Go is emptied, and Playlists shows again.
  mutating func clearOnTheGo() -> [Effect] {
    userData.data.clearOnTheGo()
    let effects = userDataChanged()
    leaveOnTheGo()
    return effects
  }

  /// Back out of On-The-Go and its confirmation, to where it was opened from (Playlists).
  private mutating func leaveOnTheGo() {
    while stack.count > 1, screen == .onTheGo || screen == .clearOnTheGo { pop() }
  }

  // MARK: The center held with the mouse

  /// A press of the center on a row that can be added waits: let go within a second it
  /// selects, held a second it adds (the iPod acts on the release for the same reason).
  mutating func pressCenter(at time: Double) -> [Effect] {
    guard selectedOnTheGoTracks != nil else {
      touch = .centerButton
      return clickIfOn + perform(.select)
    }
    touch = .centerHold(since: time)
    return clickIfOn
  }

  /// When a held center adds its row (nil: no center press waiting).
  var centerHoldDeadline: Double? {
    guard case .centerHold(let since) = touch else { return nil }
    return since + Self.onTheGoHoldSeconds
  }

  /// The held center reached its second: add, and let the release do nothing more.
  mutating func centerHeld(at time: Double) -> [Effect] {
    guard let due = centerHoldDeadline, time >= due else { return [] }
    touch = .centerButton
    return addSelectedToOnTheGo()
  }

  /// The center let go before its second: a plain select.
  mutating func releaseCenter() -> [Effect]? {
    guard case .centerHold = touch else { return nil }
    touch = nil
    return perform(.select)
  }
}
