/// The text a song nearly always shares with the rest of its album: its folder, artist, album,
/// album artist, composer, genre and the three sort tags (and, for the rare file whose name is
/// not UTF-8, its path's bytes). A track holds one reference to these instead of strings of its
/// own (see `Track` for its 64 bytes), and a loader that interns them (`TrackInterner`) makes
/// every track of an album point at one object: no per-song copy of the album's names or of its
/// folder's path on the heap.
///
/// Immutable, so sharing it between tracks (and threads) is safe: a track that changes a field
/// gets a new object of its own (see `Track`'s setters).
final class TrackTags: Hashable, Sendable {
  /// The values; `Hashable` by content, so equal sets of tags are one object in an interner.
  struct Fields: Hashable, Sendable {
    /// The path up to and including its last "/" (empty for a bare name): the rest is the
    /// track's `fileName`.
    var folder = ""
    var artist = ""
    var album = ""
    var albumArtist = ""
    var composer = ""
    var genre = ""
    /// The three sort tags, which most songs lack: nil then, one array of three when any is
    /// set. Three strings here made each object 48 bytes bigger, and a library holds one per
    /// album and per composer or artist within it (30,000 at 100,000 songs: 1.4 MB).
    private(set) var sorts: [String]?
    var pathBytes: [UInt8]?

    init(
      folder: String = "", artist: String = "", album: String = "", albumArtist: String = "", composer: String = "",
      genre: String = "", pathBytes: [UInt8]? = nil
    ) {
      (self.folder, self.artist, self.album, self.albumArtist) = (folder, artist, album, albumArtist)
      (self.composer, self.genre, self.pathBytes) = (composer, genre, pathBytes)
    }

    var artistSort: String {
      get { sorts?[0] ?? "" }
      set { setSort(0, newValue) }
    }
    var albumArtistSort: String {
      get { sorts?[1] ?? "" }
      set { setSort(1, newValue) }
    }
    var composerSort: String {
      get { sorts?[2] ?? "" }
      set { setSort(2, newValue) }
    }

    private mutating func setSort(_ which: Int, _ value: String) {
      var three = sorts ?? ["", "", ""]
      three[which] = value
      sorts = three.allSatisfy(\.isEmpty) ? nil : three
    }
  }

  /// What an album's tracks share (their folder, album, album artist, genre, sort tags and a
  /// non-UTF-8 path's bytes), one object per album in an interned library; the artist and the
  /// composer, which differ between the tracks of a compilation or of an album whose composer
  /// is set on some tracks, are kept beside it. A set per album, composer and artist in one
  /// object was 168 bytes, 30,296 of them at 100,000 songs (5.1 MB); now such a set is 56
  /// bytes and its album's part, 96, is one per album folder (9,824).
  final class AlbumPart: Hashable, Sendable {
    let folder: String
    let album: String
    let albumArtist: String
    let genre: String
    let sorts: [String]?
    let pathBytes: [UInt8]?

    init(_ fields: Fields, name: (String) -> String = { $0 }) {
      (folder, album) = (name(fields.folder), name(fields.album))
      (albumArtist, genre) = (name(fields.albumArtist), name(fields.genre))
      sorts = fields.sorts.map { $0.map(name) }
      pathBytes = fields.pathBytes
    }

    static func == (a: AlbumPart, b: AlbumPart) -> Bool {
      a === b
        || (a.folder == b.folder && a.album == b.album && a.albumArtist == b.albumArtist && a.genre == b.genre
          && a.sorts == b.sorts && a.pathBytes == b.pathBytes)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(folder)
      hasher.combine(album)
      hasher.combine(albumArtist)
      hasher.combine(genre)
      hasher.combine(sorts)
      hasher.combine(pathBytes)
    }
  }

  let albumPart: AlbumPart
  let artist: String
  let composer: String

  init(_ fields: Fields) {
    albumPart = AlbumPart(fields)
    artist = fields.artist
    composer = fields.composer
  }

  init(albumPart: AlbumPart, artist: String, composer: String) {
    self.albumPart = albumPart
    self.artist = artist
    self.composer = composer
  }

  var folder: String { albumPart.folder }
  var album: String { albumPart.album }
  var albumArtist: String { albumPart.albumArtist }
  var genre: String { albumPart.genre }
  var pathBytes: [UInt8]? { albumPart.pathBytes }
  var artistSort: String { albumPart.sorts?[0] ?? "" }
  var albumArtistSort: String { albumPart.sorts?[1] ?? "" }
  var composerSort: String { albumPart.sorts?[2] ?? "" }

  /// The values as one struct (built when read: for changes and interning, not for reading
  /// a field, which the properties above do in place).
  var fields: Fields {
    var fields = Fields(
      folder: folder, artist: artist, album: album, albumArtist: albumArtist, composer: composer, genre: genre,
      pathBytes: pathBytes)
    (fields.artistSort, fields.albumArtistSort, fields.composerSort) = (artistSort, albumArtistSort, composerSort)
    return fields
  }

  /// The one object for a song without any of these tags.
  static let none = TrackTags(Fields())

  static func == (a: TrackTags, b: TrackTags) -> Bool {
    a === b || (a.albumPart == b.albumPart && a.artist == b.artist && a.composer == b.composer)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(albumPart)
    hasher.combine(artist)
    hasher.combine(composer)
  }

  /// A copy with one field changed (the object itself may be shared by a whole album).
  func with(_ change: (inout Fields) -> Void) -> TrackTags {
    var fields = self.fields
    change(&fields)
    return fields == self.fields ? self : TrackTags(fields)
  }
}
