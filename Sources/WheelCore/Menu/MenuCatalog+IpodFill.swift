/// Settings > Fill iPod's rows: the Settings row itself, the first page and its lists.
extension MenuCatalog {
  /// Eject iPod while an iPod is the source; Fill iPod while one is mounted beside the local
  /// library (the copy's page again while one runs).
  static func ipodRows(_ state: AppState) -> [Row] {
    if state.environment.ipodSource != nil { return [Row("Eject iPod", action: .ejectIpod)] }
    guard let ipod = state.library.fillTarget else { return [] }
    if let fill = state.library.ipodFill, !fill.finished {
      return [Row("Fill iPod", detail: "Copying", accessory: .disclosure, action: .open(.setting(.ipodFill)))]
    }
    // A name of its own says it is an iPod ("Mia's iPod"); a folder's does not ("iPod MIA").
    let label = state.library.ipodNames[ipod].flatMap { $0.isEmpty ? nil : $0 } ?? SourceChoice.ipodLabel(ipod)
    return [Row("Fill iPod", detail: label, accessory: .disclosure, action: .open(.setting(.fillIpod)))]
  }

  /// Settings > Fill iPod: which iPod (only when several are mounted: one is not asked about),
  /// then Playlists, Albums and Artists as the Music menu has them, and On-The-Go, copied at a
  /// press.
  static func fillIpod(in state: AppState) -> ListContent {
    let library = state.library
    var rows: [Row] = []
    if library.foundIpods.count > 1, let target = library.fillTarget {
      rows.append(Row("iPod", detail: library.ipodName(target), action: .nextFillIpod))
    }
    rows += IpodFillGroup.allCases.map {
      Row($0.title, accessory: .disclosure, action: .open(.setting(.fillGroup($0))))
    }
    let onTheGo = library.userLists.onTheGo.count
    rows.append(Row("On-The-Go", detail: onTheGo == 1 ? "1 song" : "\(onTheGo) songs", action: .fillIpod(.onTheGo)))
    return ListContent(rows)
  }

  /// Fill iPod > Playlists (the smart and saved playlists, then the playlist files), Albums or
  /// Artists (the Artists menu's own, compilations' artists left out as it leaves them out):
  /// each row copies its songs whole.
  static func fillGroup(_ group: IpodFillGroup, in state: AppState) -> ListContent {
    let library = state.library
    let index = library.index
    switch group {
    case .playlists:
      let lists: [SongList] =
        SmartPlaylist.allCases.map { .smart($0) } + library.userLists.saved.indices.map { .saved($0) }
        + library.playlists.indices.map { .playlist($0) }
      return ListContent(count: lists.count) { Row(library.title(of: lists[$0]), action: .fillIpod(lists[$0])) }
    case .albums:
      return ListContent(count: index.albums.count, emptyMessage: library.emptyMessage("No albums")) { row in
        Row(index.albums[row].name, detail: index.albums[row].detail, action: .fillIpod(.album(row)))
      }
    case .artists:
      let s = state.settings
      let compilationsShown = s.musicMenu.contains(.compilations) || s.mainMenu.contains(.compilations)
      let shown = compilationsShown ? index.artistsBeyondCompilations.map(Int.init) : Array(index.artists.indices)
      return ListContent(count: shown.count, emptyMessage: library.emptyMessage("No artists")) { row in
        Row(index.artists[shown[row]].name, action: .fillIpod(.artist(shown[row])))
      }
    }
  }
}
