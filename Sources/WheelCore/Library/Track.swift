/// One song of the library, as the scanner read it. Text fields are already cleaned of control
/// characters by the scanner; the renderer strips them again because tags are untrusted.
public struct Track: Hashable, Sendable, Identifiable {
  public var id: Int64
  public var path: String
  public var title: String
  public var artist: String
  public var album: String
  public var albumArtist: String
  public var composer: String
  public var genre: String
  /// Duration in seconds (0 when unknown).
  public var duration: Double
  /// The file's modification time, Unix seconds (0 when unknown): a new song's Date Added.
  public var modified: Double
  /// The path's bytes on disk when they are not valid UTF-8 (nil otherwise): `path` is then a
  /// lossy display form, and these bytes are what must be handed to open().
  public var pathBytes: [UInt8]?
  // A library holds one of these per song (100,000 of them in a big one), so the numbers are
  // kept in the smallest types that hold every real value, and the three sort tags, which most
  // songs lack, share one array that is empty (no allocation) when all three are: 168 bytes a
  // track instead of 232.
  private var sortTags: [String] = []
  @Narrow<Int32> public var trackNumber: Int
  @Narrow<Int16> public var discNumber: Int
  @Narrow<Int16> public var year: Int
  /// Stars 0...5 from the file's rating tag (POPM, RATING, FMPS_RATING, MP4 rate); 0 for none.
  @Narrow<Int8> public var rating: Int
  public var isCompilation: Bool

  /// The sort tags (ARTISTSORT/TSOP/soar, ALBUMARTISTSORT/TSO2/soaa, COMPOSERSORT/TSOC/soco):
  /// how the name is filed when Settings > Sort By is Last Name ("Bowie, David"). Empty: none.
  public var artistSort: String {
    get { sortTag(0) }
    set { setSortTag(0, newValue) }
  }
  public var albumArtistSort: String {
    get { sortTag(1) }
    set { setSortTag(1, newValue) }
  }
  public var composerSort: String {
    get { sortTag(2) }
    set { setSortTag(2, newValue) }
  }

  public init(
    id: Int64, path: String, title: String, artist: String = "", album: String = "",
    albumArtist: String = "", composer: String = "", genre: String = "", trackNumber: Int = 0,
    discNumber: Int = 0, year: Int = 0, duration: Double = 0, isCompilation: Bool = false,
    pathBytes: [UInt8]? = nil, modified: Double = 0, rating: Int = 0
  ) {
    self.id = id
    self.path = path
    self.title = title
    self.artist = artist
    self.album = album
    self.albumArtist = albumArtist
    self.composer = composer
    self.genre = genre
    self.trackNumber = trackNumber
    self.discNumber = discNumber
    self.year = year
    self.duration = duration
    self.isCompilation = isCompilation
    self.pathBytes = pathBytes
    self.modified = modified
    self.rating = rating
  }

  /// Whether any of the three sort tags is set (most songs have none).
  public var hasSortTags: Bool { !sortTags.isEmpty }

  private func sortTag(_ slot: Int) -> String { sortTags.isEmpty ? "" : sortTags[slot] }

  private mutating func setSortTag(_ slot: Int, _ value: String) {
    if sortTags.isEmpty {
      if value.isEmpty { return }
      sortTags = ["", "", ""]
    }
    sortTags[slot] = value
    if sortTags.allSatisfy(\.isEmpty) { sortTags = [] }
  }
}

extension Track {
  /// The bytes to open the file with: `pathBytes` when the name is not UTF-8, else `path`.
  public var fileSystemPath: [UInt8] { pathBytes ?? Array(path.utf8) }
}
