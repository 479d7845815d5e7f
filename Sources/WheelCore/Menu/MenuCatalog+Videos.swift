/// The Videos menu: Movies, Music Videos and TV Shows, each listing its videos (a show its
/// episodes); "No videos" while the videos folder holds none.
extension MenuCatalog {
  /// Videos: its three lists, or "No videos" while the videos folder holds none.
  static func videos(in state: AppState) -> ListContent {
    guard !state.videos.library.isEmpty else { return ListContent([], emptyMessage: "No videos") }
    return ListContent([VideoList.movies, .musicVideos, .tvShows].map { Row.submenu(.videoList($0)) })
  }

  static func videoList(_ list: VideoList, in state: AppState) -> ListContent {
    let library = state.videos.library
    switch list {
    case .movies:
      return videos(.movies, library, empty: "No movies") { _ in "" }
    case .musicVideos:
      return videos(.musicVideos, library, empty: "No music videos") { $0.artist }
    case .tvShows:
      let shows = library.shows
      return ListContent(count: shows.count, emptyMessage: "No TV shows") { i in
        Row(
          shows[i].name, detail: "\(shows[i].episodes.count)", accessory: .disclosure,
          action: .open(.videoList(.episodes(i))))
      }
    case .episodes(let show):
      return videos(.episodes(show), library, empty: "No episodes") { episodeLabel($0) }
    }
  }

  /// A list's title bar: a show's episodes are titled with the show.
  static func videoListTitle(_ list: VideoList, in state: AppState) -> String {
    guard case .episodes(let s) = list else { return list.title }
    return state.videos.library.shows[safe: s]?.name ?? "TV Shows"
  }

  private static func videos(
    _ list: VideoList, _ library: VideoLibrary, empty: String, detail: @escaping @Sendable (VideoItem) -> String
  ) -> ListContent {
    let rows = library.videos(of: list)
    return ListContent(count: rows.count, emptyMessage: empty) { i in
      let item = library.items[rows[i]]
      return Row(item.title, detail: detail(item), action: .playVideo(list, i))
    }
  }

  /// "S2 E3" (or "E3" without a season), as a row's detail.
  static func episodeLabel(_ item: VideoItem) -> String {
    switch (item.season, item.episode) {
    case (0, 0): ""
    case (0, let e): "E\(e)"
    case (let s, 0): "S\(s)"
    case (let s, let e): "S\(s) E\(e)"
    }
  }
}
