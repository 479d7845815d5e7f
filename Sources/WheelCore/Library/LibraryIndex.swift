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

  /// The tracks the index was built from; every `Int32` in the lists indexes this array. Their
  /// titles and file names are one buffer (`packingText`), however they were loaded.
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
  /// Positions in `artists` of the artists with a song beyond the compilations: the Artists
  /// list while Compilations shows, as the iPod keeps artists found only there out of it.
  public let artistsBeyondCompilations: [Int32]
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
  /// Positions in `tracks` in id order, for finding a song by id (ids last across reloads,
  /// positions do not); empty when `tracks` is in id order already, as the cache loads it.
  /// A sorted array and a binary search, where a dictionary cost 30 bytes a song.
  private let idOrder: [Int32]

  /// `kinds`, when given, says what each track is (an iPod's database marks its audiobooks and
  /// podcasts, and its made-up file names say nothing); otherwise `TrackKind.classify` decides.
  public init(tracks: [Track], sortBy: SortBy = .firstName, kinds given: [TrackKind]? = nil) {
    let tracks = tracks.packingText()
    kinds =
      given.flatMap { $0.count == tracks.count ? $0 : nil }
      ?? tracks.indices.map { TrackKind.classify(path: tracks[$0].path, genre: tracks[$0].genre) }
    self.sortBy = sortBy
    let built = LibraryIndexBuilder(tracks: tracks, kinds: kinds, sortBy: sortBy)
    self.tracks = tracks
    songs = built.songs
    albums = built.albums()
    coverFlow = LibraryIndexBuilder.coverFlowOrder(of: albums, artistKey: built.albumArtistKey)
    audiobooks = built.spokenGroups(.audiobook)
    podcasts = built.spokenGroups(.podcast)
    compilations = built.compilations(of: albums)
    artists = built.artists(wholes: built.wholes(albums: albums))
    artistsBeyondCompilations = LibraryIndexBuilder.artists(artists, beyond: compilations, count: tracks.count)
    genres = built.genres(wholes: built.wholes(albums: albums, artists: artists))
    composers = built.composers()
    idOrder = Self.idOrder(of: tracks)
  }

  /// The same tracks ordered for another Sort By (the setting changed).
  public func sorted(by sortBy: SortBy) -> LibraryIndex {
    sortBy == self.sortBy ? self : LibraryIndex(tracks: tracks, sortBy: sortBy, kinds: kinds)
  }

  /// The kind of the track at `index` (music when out of range).
  public func kind(of index: Int32) -> TrackKind { kinds.indices.contains(Int(index)) ? kinds[Int(index)] : .music }

  /// Gives the track at `position` a new length; no list is ordered or grouped by length,
  /// so nothing else needs rebuilding.
  public mutating func setDuration(_ seconds: Double, ofTrackAt position: Int32) {
    tracks[Int(position)].duration = seconds
  }

  /// The position in `tracks` of the song with this id (the database's, the resume point's).
  public func position(ofID id: Int64) -> Int32? {
    func position(_ i: Int) -> Int { idOrder.isEmpty ? i : Int(idOrder[i]) }
    var low = 0  // the first position in id order whose id is greater than `id`
    var high = tracks.count
    while low < high {
      let middle = (low + high) / 2
      if tracks[position(middle)].id <= id { low = middle + 1 } else { high = middle }
    }
    guard low > 0, tracks[position(low - 1)].id == id else { return nil }
    return Int32(position(low - 1))
  }

  /// `idOrder` for `tracks`: empty when ids strictly ascend. Of equal ids (which no source
  /// makes) the last position is found, as with the dictionary this replaced.
  private static func idOrder(of tracks: [Track]) -> [Int32] {
    if tracks.indices.dropFirst().allSatisfy({ tracks[$0 - 1].id < tracks[$0].id }) { return [] }
    return (0..<Int32(tracks.count)).sorted { a, b in
      let x = tracks[Int(a)].id
      let y = tracks[Int(b)].id
      return x != y ? x < y : a < b
    }
  }

  /// An empty library (before the first scan).
  public static let empty = LibraryIndex(tracks: [])

  /// The track at an index taken from any list.
  public subscript(index: Int32) -> Track { tracks[Int(index)] }

  /// Number of distinct artists, albums and songs, for Settings > About.
  public var counts: (songs: Int, albums: Int, artists: Int) {
    (songs.count, albums.count, artists.count)
  }
}
