/// The lists made from the user's data: Playlists (On-The-Go first, iTunes' smart playlists,
/// the saved ones, then the library's playlist files), On-The-Go with its Save and Clear rows,
/// and Settings > Main Menu / Music Menu.
extension MenuCatalog {
  static func playlists(in state: AppState) -> ListContent {
    let lists = playlistRows(state.library)
    return ListContent(count: lists.count) { lists[$0] }
  }

  static func onTheGo(in state: AppState) -> ListContent {
    let library = state.library
    let songs = library.userLists.onTheGo
    guard !songs.isEmpty else { return ListContent([], emptyMessage: "No songs") }
    let index = library.index
    return ListContent(count: songs.count + 2) { row in
      switch row - songs.count {
      case 0: Row("Save Playlist", action: .saveOnTheGo)
      case 1: Row("Clear Playlist", accessory: .disclosure, action: .open(.clearOnTheGo))
      default: Row(index[songs[row]].title, action: .play(.onTheGo, row))
      }
    }
  }

  static func clearOnTheGo(in state: AppState) -> ListContent {
    ListContent([Row("Cancel", action: .cancel), Row("Clear Playlist", action: .clearOnTheGo)])
  }

  static func menuSettings(_ kind: MenuKind, in state: AppState) -> ListContent {
    let shown = state.settings.shown(kind)
    return ListContent(
      kind.choices.map { item in
        Row(item.title, accessory: shown.contains(item) ? .check : .none, action: .toggleMenuItem(kind, item))
      })
  }

  /// Playlists' rows; its row count is small (a few hundred at most), so they are made whole.
  private static func playlistRows(_ library: LibraryState) -> [Row] {
    var rows = [Row.submenu(.onTheGo)]
    rows += smartRows
    rows += library.userLists.saved.indices.map {
      Row(library.userLists.saved[$0].name, accessory: .disclosure, action: .open(.songList(.saved($0))))
    }
    rows += library.playlists.indices.map {
      Row(library.playlists[$0].name, accessory: .disclosure, action: .open(.songList(.playlist($0))))
    }
    return rows
  }

  /// iTunes' default smart playlists in its own order (its sidebar sorts playlists by name,
  /// digits first): 90's Music, Music Videos, My Top Rated, Recently Added, Recently Played,
  /// Top 25 Most Played. Music Videos is the Videos menu's list of them (it holds videos, not
  /// songs), so choosing one plays it in the video player; it shows even when empty, as the
  /// other smart playlists do, and then says "No music videos".
  private static var smartRows: [Row] {
    let songs = SmartPlaylist.allCases.map {
      Row($0.name, accessory: .disclosure, action: .open(.songList(.smart($0))))
    }
    return Array(songs.prefix(1)) + [Row.submenu(.videoList(.musicVideos))] + songs.dropFirst()
  }

  /// The row of Playlists that opens a saved playlist (to land on it after Save Playlist).
  static func playlistsRow(ofSaved index: Int) -> Int { 1 + smartRows.count + index }
}
