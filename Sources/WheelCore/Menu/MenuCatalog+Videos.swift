/// The Videos menu: Movies, Music Videos, TV Shows and Video Podcasts, each listing its videos
/// (a show or a podcast its episodes), and Video Settings; "No videos" while the videos folder
/// holds none.
extension MenuCatalog {
  /// Videos: its lists, or "No videos" while the videos folder holds none.
  static func videos(in state: AppState) -> ListContent {
    guard !state.videos.library.isEmpty else { return ListContent([], emptyMessage: "No videos") }
    return ListContent(
      [VideoList.movies, .musicVideos, .tvShows, .videoPodcasts, .videoPlaylists, .settings].map {
        Row.submenu(.videoList($0))
      })
  }

  static func videoList(_ list: VideoList, in state: AppState) -> ListContent {
    let library = state.videos.library
    switch list {
    case .movies:
      return videos(.movies, library, empty: "No movies") { _ in "" }
    case .musicVideos:
      return videos(.musicVideos, library, empty: "No music videos") { $0.artist }
    case .tvShows:
      return shelf(library.shows, empty: "No TV shows") { .episodes($0) }
    case .episodes(let show):
      return videos(.episodes(show), library, empty: "No episodes") { episodeLabel($0) }
    case .videoPodcasts:
      return shelf(library.podcasts, empty: "No video podcasts") { .podcastEpisodes($0) }
    case .podcastEpisodes(let p):
      return videos(.podcastEpisodes(p), library, empty: "No episodes") { _ in "" }
    case .videoPlaylists:
      return shelf(library.playlists, empty: "No video playlists") { .videoPlaylist($0) }
    case .videoPlaylist(let p):
      return videos(.videoPlaylist(p), library, empty: "No videos") { _ in "" }
    case .settings:
      let video = state.settings.video
      return ListContent([
        Row("Fit to Screen", detail: video.fit == .fit ? "On" : "Off", action: .cycle(.videoFit)),
        Row("Repeat", detail: video.repeatMode.rawValue, action: .cycle(.videoRepeat)),
        Row("Shuffle", detail: video.shuffle ? "On" : "Off", action: .cycle(.videoShuffle)),
      ])
    }
  }

  /// A list's title bar: a show's or a podcast's episodes are titled with its name.
  static func videoListTitle(_ list: VideoList, in state: AppState) -> String {
    switch list {
    case .episodes(let s): state.videos.library.shows[safe: s]?.name ?? list.title
    case .podcastEpisodes(let p): state.videos.library.podcasts[safe: p]?.name ?? list.title
    case .videoPlaylist(let p): state.videos.library.playlists[safe: p]?.name ?? list.title
    case .movies, .musicVideos, .tvShows, .videoPodcasts, .videoPlaylists, .settings: list.title
    }
  }

  /// TV shows, video podcasts or playlists: each with its number of videos, opening them.
  private static func shelf(
    _ shows: [VideoLibrary.Show], empty: String, episodes: @escaping @Sendable (Int) -> VideoList
  ) -> ListContent {
    ListContent(count: shows.count, emptyMessage: empty) { i in
      Row(
        shows[i].name, detail: "\(shows[i].episodes.count)", accessory: .disclosure,
        action: .open(.videoList(episodes(i))))
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
