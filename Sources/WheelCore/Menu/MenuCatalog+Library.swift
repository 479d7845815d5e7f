/// The Music menu's lists, read straight from the library index by row, never copied.
extension MenuCatalog {
  /// Artists; while Compilations shows (in the Music menu or the main one), those found only
  /// on compilations are listed there instead, as on the iPod.
  static func artists(in state: AppState) -> ListContent {
    let index = state.library.index
    let empty = state.library.emptyMessage("No artists")
    let s = state.settings
    guard s.musicMenu.contains(.compilations) || s.mainMenu.contains(.compilations) else {
      return groups(index.artists, empty: empty) { .open(.artistAlbums($0)) }
    }
    let shown = index.artistsBeyondCompilations
    return ListContent(count: shown.count, emptyMessage: empty) { i in
      let a = Int(shown[i])
      return Row(index.artists[a].name, accessory: .disclosure, action: .open(.artistAlbums(a)))
    }
  }

  static func albums(in state: AppState) -> ListContent {
    groups(state.library.index.albums, empty: state.library.emptyMessage("No albums"), showDetail: true) {
      .open(.songList(.album($0)))
    }
  }

  static func compilations(in state: AppState) -> ListContent {
    groups(state.library.index.compilations, empty: state.library.emptyMessage("No compilations"), showDetail: true) {
      .open(.songList(.compilation($0)))
    }
  }

  static func genres(in state: AppState) -> ListContent {
    groups(state.library.index.genres, empty: state.library.emptyMessage("No genres")) { .open(.genreArtists($0)) }
  }

  static func composers(in state: AppState) -> ListContent {
    groups(state.library.index.composers, empty: state.library.emptyMessage("No composers")) {
      .open(.songList(.composer($0)))
    }
  }

  static func artistAlbums(_ a: Int, in state: AppState) -> ListContent {
    let albums = state.library.index.artists[safe: a]?.children ?? []
    return ListContent(count: albums.count + 1) { row in
      row == 0
        ? Row("All Songs", accessory: .disclosure, action: .open(.songList(.artist(a))))
        : Row(albums[row - 1].name, accessory: .disclosure, action: .open(.songList(.artistAlbum(a, row - 1))))
    }
  }

  static func genreArtists(_ g: Int, in state: AppState) -> ListContent {
    groups(state.library.index.genres[safe: g]?.children ?? [], empty: "No artists") {
      .open(.genreArtistAlbums(g, $0))
    }
  }

  static func genreArtistAlbums(_ g: Int, _ a: Int, in state: AppState) -> ListContent {
    let albums = state.library.index.genres[safe: g]?.children[safe: a]?.children ?? []
    return ListContent(count: albums.count + 1) { row in
      row == 0
        ? Row("All Songs", accessory: .disclosure, action: .open(.songList(.genreArtist(g, a))))
        : Row(
          albums[row - 1].name, accessory: .disclosure, action: .open(.songList(.genreArtistAlbum(g, a, row - 1))))
    }
  }

  static func searchResults(_ query: String, in state: AppState) -> ListContent {
    searchResults(query, state.search.hits, state.library.index)
  }

  private static func groups(
    _ list: [LibraryGroup], empty: String, showDetail: Bool = false, action: @escaping @Sendable (Int) -> RowAction
  ) -> ListContent {
    ListContent(count: list.count, emptyMessage: empty) { i in
      Row(list[i].name, detail: showDetail ? list[i].detail : "", accessory: .disclosure, action: action(i))
    }
  }

  static func songs(_ list: SongList, in state: AppState) -> ListContent {
    let library = state.library
    let tracks = library.tracks(of: list)
    let index = library.index
    return ListContent(count: tracks.count, emptyMessage: library.emptyMessage("No songs")) { row in
      Row(index[tracks[row]].title, action: .play(list, row))
    }
  }

  private static func searchResults(_ query: String, _ hits: [SearchHit], _ index: LibraryIndex) -> ListContent {
    let firstSong = hits.firstIndex { if case .song = $0 { true } else { false } } ?? hits.count
    return ListContent(count: hits.count, emptyMessage: "No matches") { row in
      switch hits[row] {
      case .artist(let a):
        return Row(index.artists[a].name, detail: "Artist", accessory: .disclosure, action: .open(.artistAlbums(a)))
      case .album(let a):
        return Row(index.albums[a].name, detail: "Album", accessory: .disclosure, action: .open(.songList(.album(a))))
      case .song(let s):
        return Row(index[s].title, detail: index[s].artist, action: .play(.matching(query), row - firstSong))
      }
    }
  }

  /// The title bars of library screens, named after what they show.
  static func artistName(_ a: Int, in state: AppState) -> String {
    state.library.index.artists[safe: a]?.name ?? "Artists"
  }

  static func genreName(_ g: Int, in state: AppState) -> String {
    state.library.index.genres[safe: g]?.name ?? "Genres"
  }

  static func genreArtistName(_ g: Int, _ a: Int, in state: AppState) -> String {
    state.library.index.genres[safe: g]?.children[safe: a]?.name ?? "Artists"
  }
}
