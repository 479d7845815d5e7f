/// The Videos menu: Movies, Music Videos and TV Shows, each listing its videos (a show its
/// episodes); "No videos" while the videos folder holds none.
extension MenuCatalog {
  static func videoContent(of screen: Screen, in state: AppState) -> ListContent {
    let library = state.videos.library
    switch screen {
    case .videoList(.movies):
      return videos(.movies, library, empty: "No movies") { _ in "" }
    case .videoList(.musicVideos):
      return videos(.musicVideos, library, empty: "No music videos") { $0.artist }
    case .videoList(.tvShows):
      let shows = library.shows
      return ListContent(count: shows.count, emptyMessage: "No TV shows") { i in
        Row(
          shows[i].name, detail: "\(shows[i].episodes.count)", accessory: .disclosure,
          action: .open(.videoList(.episodes(i))))
      }
    case .videoList(.episodes(let show)):
      return videos(.episodes(show), library, empty: "No episodes") { episodeLabel($0) }
    default:
      guard !library.isEmpty else { return ListContent([], emptyMessage: "No videos") }
      return ListContent([VideoList.movies, .musicVideos, .tvShows].map { Row.submenu(.videoList($0)) })
    }
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
