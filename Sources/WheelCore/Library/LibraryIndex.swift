/// The Music menu's lists, computed once from the tracks: every list is an array, so showing
/// row i or moving the selection costs the same in a 100-song library as in a 100,000-song one.
///
/// Artists are grouped by the track artist (as the iPod's Artists list is); albums by album name
/// and album artist (falling back to the artist, or "Various Artists" for a compilation), so a
/// compilation stays one album. Songs without a genre or composer are left out of those lists,
/// as on the iPod; they are still under Songs, Artists and Albums.
public struct LibraryIndex: Equatable, Sendable {
  public static let unknownArtist = "Unknown Artist"
  public static let unknownAlbum = "Unknown Album"
  public static let variousArtists = "Various Artists"

  /// The tracks the index was built from; every `Int32` in the lists indexes this array.
  public private(set) var tracks: [Track]
  /// All songs by title.
  public let songs: [Int32]
  /// Artists; each one's `children` are its albums (holding only that artist's songs).
  public let artists: [LibraryGroup]
  /// Albums by name, then album artist; `detail` is the album artist.
  public let albums: [LibraryGroup]
  /// Cover Flow's order, as positions in `albums`: by album artist, then album, with the
  /// iPod's sort keys (the iPod's Cover Flow walks the artists, not the album titles).
  public let coverFlow: [Int]
  /// Albums flagged as compilations or whose album artist is "Various Artists".
  public let compilations: [LibraryGroup]
  /// Genres > artists > albums.
  public let genres: [LibraryGroup]
  /// Composers; each one's songs by title.
  public let composers: [LibraryGroup]
  /// Spoken word, kept out of every list above (and so out of Shuffle Songs and Cover Flow),
  /// as on the iPod: books by title, each with its parts; podcast shows, each with episodes.
  public let audiobooks: [LibraryGroup]
  public let podcasts: [LibraryGroup]
  /// Per track: music, audiobook or podcast (see `TrackKind.classify`).
  public let kinds: [TrackKind]
  /// The Sort By the artist and composer lists were ordered with.
  public let sortBy: SortBy
  /// Where each song id sits in `tracks`: ids last across reloads, positions do not.
  private let positionByID: [Int64: Int32]

  public init(tracks: [Track], sortBy: SortBy = .firstName) {
    kinds = tracks.indices.map { TrackKind.classify(path: tracks[$0].path, genre: tracks[$0].genre) }
    self.sortBy = sortBy
    let built = LibraryIndexBuilder(tracks: tracks, kinds: kinds, sortBy: sortBy)
    self.tracks = tracks
    songs = built.songs
    albums = built.albums()
    coverFlow = LibraryIndexBuilder.coverFlowOrder(of: albums, artistKey: built.albumArtistKey)
    audiobooks = built.spokenGroups(.audiobook)
    podcasts = built.spokenGroups(.podcast)
    compilations = built.compilations(of: albums)
    artists = built.artists()
    genres = built.genres()
    composers = built.composers()
    var byID: [Int64: Int32] = [:]
    byID.reserveCapacity(tracks.count)
    for i in tracks.indices { byID[tracks[i].id] = Int32(i) }
    positionByID = byID
  }

  /// The same tracks ordered for another Sort By (the setting changed).
  public func sorted(by sortBy: SortBy) -> LibraryIndex {
    sortBy == self.sortBy ? self : LibraryIndex(tracks: tracks, sortBy: sortBy)
  }

  /// The kind of the track at `index` (music when out of range).
  public func kind(of index: Int32) -> TrackKind { kinds.indices.contains(Int(index)) ? kinds[Int(index)] : .music }

  /// Gives the track at `position` a new length; no list is ordered or grouped by length,
  /// so nothing else needs rebuilding.
  public mutating func setDuration(_ seconds: Double, ofTrackAt position: Int32) {
    tracks[Int(position)].duration = seconds
  }

  /// The position in `tracks` of the song with this id (the database's, the resume point's).
  public func position(ofID id: Int64) -> Int32? { positionByID[id] }

  /// An empty library (before the first scan).
  public static let empty = LibraryIndex(tracks: [])

  /// The track at an index taken from any list.
  public subscript(index: Int32) -> Track { tracks[Int(index)] }

  /// Number of distinct artists, albums and songs, for Settings > About.
  public var counts: (songs: Int, albums: Int, artists: Int) {
    (songs.count, albums.count, artists.count)
  }
}
