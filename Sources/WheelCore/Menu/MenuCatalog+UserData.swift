/// The lists made from the user's data: Playlists (On-The-Go first, iTunes' smart playlists,
/// the saved ones, then the library's playlist files), On-The-Go with its Save and Clear rows,
/// and Settings > Main Menu / Music Menu.
extension MenuCatalog {
  static func userDataContent(of screen: Screen, in state: AppState) -> ListContent? {
    let library = state.library
    switch screen {
    case .playlists:
      let lists = playlistRows(library)
      return ListContent(count: lists.count) { lists[$0] }
    case .onTheGo:
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
    case .clearOnTheGo:
      return ListContent([Row("Cancel", action: .cancel), Row("Clear Playlist", action: .clearOnTheGo)])
    case .menuSettings(let kind):
      let shown = state.settings.shown(kind)
      return ListContent(kind.choices.map { item in
        Row(item.title, accessory: shown.contains(item) ? .check : .none, action: .toggleMenuItem(kind, item))
      })
    default:
      return nil
    }
  }

  /// Playlists' rows; its row count is small (a few hundred at most), so they are made whole.
  private static func playlistRows(_ library: LibraryState) -> [Row] {
    var rows = [Row.submenu(.onTheGo)]
    rows += SmartPlaylist.allCases.map { Row($0.name, accessory: .disclosure, action: .open(.songList(.smart($0)))) }
    rows += library.userLists.saved.indices.map {
      Row(library.userLists.saved[$0].name, accessory: .disclosure, action: .open(.songList(.saved($0))))
    }
    rows += library.playlists.indices.map {
      Row(library.playlists[$0].name, accessory: .disclosure, action: .open(.songList(.playlist($0))))
    }
    return rows
  }

  /// The row of Playlists that opens a saved playlist (to land on it after Save Playlist).
  static func playlistsRow(ofSaved index: Int) -> Int { 1 + SmartPlaylist.allCases.count + index }
}
