/// What the core knows of the music library: the index the menus read, the playlists, and how
/// the background scan is going (shown in the title bar).
public struct LibraryState: Equatable, Sendable {
  public var index = LibraryIndex.empty
  public var playlists: [PlaylistInfo] = []
  /// On-The-Go, saved and smart playlists, from the user's data.
  public var userLists = UserLists()
  public var scan = ScanStatus.idle
  /// The source's connection trouble ("MPD: reconnecting…"), shown in the title bar; nil: none.
  public var sourceStatus: String?
  /// Mounted iPods found at start (their folders), offered by Settings > Source.
  public var foundIpods: [String] = []
  /// The names their databases give those iPods (read only when there are several), by folder.
  public var ipodNames: [String: String] = [:]
  /// The iPod Settings > Fill iPod fills, as chosen there (nil: the first found).
  public var fillChoice: String?
  /// Settings > Fill iPod's copy, while it runs and after it ended (nil: none yet).
  public var ipodFill: IpodFillStatus?
  /// The folder being shown, for Settings > About.
  public var path = ""
  /// The disk that folder is on (Settings > About), once read.
  public var disk: DiskReading?

  public init() {}

  /// The tracks of a song list, in play order.
  public func tracks(of list: SongList) -> [Int32] {
    let i = index
    switch list {
    case .all: return i.songs
    case .artist(let a): return i.artists[safe: a]?.tracks ?? []
    case .artistAlbum(let a, let al): return i.artists[safe: a]?.children[safe: al]?.tracks ?? []
    case .album(let al): return i.albums[safe: al]?.tracks ?? []
    case .compilation(let c): return i.compilations[safe: c]?.tracks ?? []
    case .genreArtist(let g, let a): return i.genres[safe: g]?.children[safe: a]?.tracks ?? []
    case .genreArtistAlbum(let g, let a, let al):
      return i.genres[safe: g]?.children[safe: a]?.children[safe: al]?.tracks ?? []
    case .composer(let c): return i.composers[safe: c]?.tracks ?? []
    case .playlist(let p): return playlists[safe: p]?.tracks ?? []
    case .audiobook(let b): return i.audiobooks[safe: b]?.tracks ?? []
    case .podcast(let p): return i.podcasts[safe: p]?.tracks ?? []
    case .onTheGo: return userLists.onTheGo
    case .saved(let p): return userLists.saved[safe: p]?.tracks ?? []
    case .smart(let kind): return userLists.smart[kind] ?? []
    case .matching(let query):
      var search = SearchState()
      search.append(query, in: i)
      return search.hits.compactMap { if case .song(let s) = $0 { s } else { nil } }
    }
  }

  /// The name a song list carries in the title bar.
  public func title(of list: SongList) -> String {
    let i = index
    switch list {
    case .all: return "Songs"
    case .artist(let a): return i.artists[safe: a]?.name ?? "Songs"
    case .artistAlbum(let a, let al): return i.artists[safe: a]?.children[safe: al]?.name ?? "Songs"
    case .album(let al): return i.albums[safe: al]?.name ?? "Songs"
    case .compilation(let c): return i.compilations[safe: c]?.name ?? "Songs"
    case .genreArtist(let g, let a): return i.genres[safe: g]?.children[safe: a]?.name ?? "Songs"
    case .genreArtistAlbum(let g, let a, let al):
      return i.genres[safe: g]?.children[safe: a]?.children[safe: al]?.name ?? "Songs"
    case .composer(let c): return i.composers[safe: c]?.name ?? "Songs"
    case .playlist(let p): return playlists[safe: p]?.name ?? "Playlist"
    case .audiobook(let b): return i.audiobooks[safe: b]?.name ?? "Audiobooks"
    case .podcast(let p): return i.podcasts[safe: p]?.name ?? "Podcasts"
    case .onTheGo: return "On-The-Go"
    case .saved(let p): return userLists.saved[safe: p]?.name ?? "Playlist"
    case .smart(let kind): return kind.name
    case .matching(let query): return query
    }
  }
}

/// A playlist as the menus need it: its name and its songs as library indices.
public struct PlaylistInfo: Equatable, Sendable {
  public var name: String
  public var tracks: [Int32]
  public init(name: String, tracks: [Int32]) {
    self.name = name
    self.tracks = tracks
  }
}

extension LibraryState {
  /// What an empty list of the library says: `message`, or, while the library is still being
  /// read (a first scan, an MPD server still sending its songs), that it is.
  func emptyMessage(_ message: String) -> String {
    if case .scanning = scan { return "Reading the library…" }
    return message
  }
}

/// The background scan, as the title bar reports it.
public enum ScanStatus: Equatable, Sendable {
  case idle
  case scanning(done: Int, total: Int)
  case finished(songs: Int, skipped: Int)
  case failed(String)
}

extension Array {
  /// The element at `index`, or nil when out of range: list screens outlive library reloads.
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
