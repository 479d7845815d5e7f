/// The Music menu's lists, read straight from the library index by row, never copied.
extension MenuCatalog {
  static func libraryContent(of screen: Screen, in state: AppState) -> ListContent? {
    let library = state.library
    let index = library.index
    switch screen {
    case .artists:
      return groups(index.artists, empty: "No artists") { .open(.artistAlbums($0)) }
    case .albums:
      return groups(index.albums, empty: "No albums", showDetail: true) { .open(.songList(.album($0))) }
    case .compilations:
      return groups(index.compilations, empty: "No compilations", showDetail: true) {
        .open(.songList(.compilation($0)))
      }
    case .genres:
      return groups(index.genres, empty: "No genres") { .open(.genreArtists($0)) }
    case .composers:
      return groups(index.composers, empty: "No composers") { .open(.songList(.composer($0))) }
    case .songs:
      return songs(.all, in: library)
    case .artistAlbums(let a):
      let albums = index.artists[safe: a]?.children ?? []
      return ListContent(count: albums.count + 1) { row in
        row == 0
          ? Row("All Songs", accessory: .disclosure, action: .open(.songList(.artist(a))))
          : Row(albums[row - 1].name, accessory: .disclosure, action: .open(.songList(.artistAlbum(a, row - 1))))
      }
    case .genreArtists(let g):
      return groups(index.genres[safe: g]?.children ?? [], empty: "No artists") { .open(.genreArtistAlbums(g, $0)) }
    case .genreArtistAlbums(let g, let a):
      let albums = index.genres[safe: g]?.children[safe: a]?.children ?? []
      return ListContent(count: albums.count + 1) { row in
        row == 0
          ? Row("All Songs", accessory: .disclosure, action: .open(.songList(.genreArtist(g, a))))
          : Row(
            albums[row - 1].name, accessory: .disclosure, action: .open(.songList(.genreArtistAlbum(g, a, row - 1))))
      }
    case .songList(let list):
      return songs(list, in: library)
    case .searchResults(let query):
      return searchResults(query, state.search.hits, index)
    default:
      return spokenContent(of: screen, in: state)
    }
  }

  private static func groups(
    _ list: [LibraryGroup], empty: String, showDetail: Bool = false, action: @escaping @Sendable (Int) -> RowAction
  ) -> ListContent {
    ListContent(count: list.count, emptyMessage: empty) { i in
      Row(list[i].name, detail: showDetail ? list[i].detail : "", accessory: .disclosure, action: action(i))
    }
  }

  private static func songs(_ list: SongList, in library: LibraryState) -> ListContent {
    let tracks = library.tracks(of: list)
    let index = library.index
    return ListContent(count: tracks.count, emptyMessage: "No songs") { row in
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

  /// The title bar's text for a screen (library screens are named after what they show).
  static func title(of screen: Screen, in state: AppState) -> String {
    let index = state.library.index
    switch screen {
    case .artistAlbums(let a): return index.artists[safe: a]?.name ?? "Artists"
    case .genreArtists(let g): return index.genres[safe: g]?.name ?? "Genres"
    case .genreArtistAlbums(let g, let a): return index.genres[safe: g]?.children[safe: a]?.name ?? "Artists"
    case .songList(let list): return state.library.title(of: list)
    case .audiobook(let b): return index.audiobooks[safe: b]?.name ?? "Audiobooks"
    case .podcast(let p): return index.podcasts[safe: p]?.name ?? "Podcasts"
    case .videoList(.episodes(let s)): return state.videos.library.shows[safe: s]?.name ?? "TV Shows"
    case .videoPlayer: return state.videos.player.item?.title ?? "Videos"
    case .photo(.grid(let album)): return state.photos.listing?.albumName(album) ?? "Photos"
    case .photo(.viewer), .photo(.slideshow): return state.photos.listing?.albumName(state.photos.album) ?? "Photos"
    default: return screen.title
    }
  }
}
