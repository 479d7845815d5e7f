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

  let fields: Fields

  init(_ fields: Fields) { self.fields = fields }

  /// The one object for a song without any of these tags.
  static let none = TrackTags(Fields())

  static func == (a: TrackTags, b: TrackTags) -> Bool { a === b || a.fields == b.fields }

  func hash(into hasher: inout Hasher) { hasher.combine(fields) }

  /// A copy with one field changed (the object itself may be shared by a whole album).
  func with(_ change: (inout Fields) -> Void) -> TrackTags {
    var fields = self.fields
    change(&fields)
    return fields == self.fields ? self : TrackTags(fields)
  }
}
