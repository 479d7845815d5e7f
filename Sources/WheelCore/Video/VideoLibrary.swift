/// The videos found, grouped as the iPod's Videos menu shows them: movies by title, music
/// videos by artist then title, TV shows by name with their episodes in season and episode
/// order, video podcasts likewise by name with their episodes.
/// Names sort as everywhere else (`SortKey`: case and "The " ignored, numbers by value).
public struct VideoLibrary: Equatable, Sendable {
  public private(set) var items: [VideoItem] = []
  /// Indices into `items`.
  public private(set) var movies: [Int] = []
  public private(set) var musicVideos: [Int] = []
  public private(set) var shows: [Show] = []
  public private(set) var podcasts: [Show] = []
  /// The videos folder's playlists by name, each with the videos it names that were found.
  public private(set) var playlists: [Show] = []

  /// One TV show and its episodes (indices into `items`).
  public struct Show: Equatable, Sendable {
    public var name: String
    public var episodes: [Int]
  }

  public init() {}

  public init(_ items: [VideoItem], playlists: [VideoPlaylist] = []) {
    self.items = items
    let keys = items.map { SortKey($0.title) }
    let byTitle = { (a: Int, b: Int) in keys[a] != keys[b] ? keys[a] < keys[b] : items[a].path < items[b].path }
    movies = items.indices.filter { items[$0].kind == .movie }.sorted(by: byTitle)
    let artists = items.map { SortKey($0.artist) }
    musicVideos = items.indices.filter { items[$0].kind == .musicVideo }.sorted { a, b in
      artists[a] != artists[b] ? artists[a] < artists[b] : byTitle(a, b)
    }
    // TV shows and podcasts alike: by name, then their episodes by season and number.
    func grouped(_ kind: VideoKind) -> [Show] {
      var byShow: [SortKey: Show] = [:]
      for i in items.indices where items[i].kind == kind {
        byShow[SortKey(items[i].show), default: Show(name: items[i].show, episodes: [])].episodes.append(i)
      }
      return byShow.sorted { $0.key < $1.key }.map { entry in
        var show = entry.value
        show.episodes.sort { a, b in
          let x = items[a]
          let y = items[b]
          if x.season != y.season { return x.season < y.season }
          if x.episode != y.episode { return x.episode < y.episode }
          return byTitle(a, b)
        }
        return show
      }
    }
    shows = grouped(.tvShow)
    podcasts = grouped(.podcast)
    let byPath = Dictionary(items.indices.map { (items[$0].path, $0) }) { first, _ in first }
    // A file's name is the user's text: made safe for the terminal like a tag.
    self.playlists = playlists.map {
      Show(name: TextWidth.sanitized($0.name), episodes: $0.paths.compactMap { byPath[$0] })
    }
    .sorted { SortKey($0.name) < SortKey($1.name) }
  }

  public var isEmpty: Bool { items.isEmpty }

  /// The videos a list plays, in its order (empty for the list of shows).
  public func videos(of list: VideoList) -> [Int] {
    switch list {
    case .movies: movies
    case .musicVideos: musicVideos
    case .tvShows, .videoPodcasts, .videoPlaylists, .settings: []
    case .videoPlaylist(let p): playlists.indices.contains(p) ? playlists[p].episodes : []
    case .episodes(let show): shows.indices.contains(show) ? shows[show].episodes : []
    case .podcastEpisodes(let p): podcasts.indices.contains(p) ? podcasts[p].episodes : []
    }
  }
}
