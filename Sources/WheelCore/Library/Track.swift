/// One song of the library, as the scanner read it. Text fields are already cleaned of control
/// characters by the scanner; the renderer strips them again because tags are untrusted.
public struct Track: Hashable, Sendable, Identifiable {
  public var id: Int64
  // A library holds one of these per song (100,000 of them in a big one): the text a song shares
  // with its album (its folder too) lives in one `TrackTags` that a loader's `TrackInterner`
  // shares between the album's tracks, its own title and file name are bytes in a buffer the
  // library's tracks share (see `TitleAndName`), and the numbers are kept in the smallest types
  // that hold every real value: 64 bytes a track and nothing of its own on the heap, where
  // strings of its own made 168 bytes and a heap copy of its title, its whole path and each name.
  /// The title then the path's last part (after its last "/"; the folder is in `tags`).
  private(set) var text: TitleAndName
  private(set) var tags: TrackTags
  /// Duration in seconds (0 when unknown).
  public var duration: Double
  /// The file's modification time, Unix seconds (0 when unknown): a new song's Date Added.
  public var modified: Double
  @Narrow<Int32> public var trackNumber: Int
  /// How many of `text`'s bytes are the title.
  private(set) var titleBytes: Int32
  @Narrow<Int16> public var discNumber: Int
  @Narrow<Int16> public var year: Int
  /// Stars 0...5 from the file's rating tag (POPM, RATING, FMPS_RATING, MP4 rate); 0 for none.
  @Narrow<Int8> public var rating: Int
  public var isCompilation: Bool

  public var title: String {
    get { text.title(titleBytes: titleBytes) }
    set { (text, titleBytes) = TitleAndName.join(title: newValue, name: fileName) }
  }

  /// The path's last part (after its last "/").
  var fileName: String { text.name(titleBytes: titleBytes) }

  /// The file's path (a lossy display form when `pathBytes` is set), or for an MPD song its URI.
  public var path: String {
    get { tags.folder + fileName }
    set {
      let (folder, name) = Self.split(newValue)
      (text, titleBytes) = TitleAndName.join(title: title, name: name)
      self[tag: \.folder] = folder
    }
  }

  /// Whether the track's path is `path`, without building the path.
  public func hasPath(_ path: String) -> Bool {
    let folder = tags.folder.utf8
    let name = text.nameUTF8(titleBytes: titleBytes)
    let whole = path.utf8
    return whole.count == folder.count + name.count && whole.starts(with: folder)
      && whole.dropFirst(folder.count).elementsEqual(name)
  }

  /// A path cut after its last "/": the folder (empty when there is none) and the name.
  static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", path) }
    let cut = path.utf8.index(after: slash)
    // By scalars, not characters: a name that starts with a combining mark keeps every byte.
    return (String(path.unicodeScalars[..<cut]), String(path.unicodeScalars[cut...]))
  }

  public var artist: String {
    get { tags.artist }
    set { self[tag: \.artist] = newValue }
  }
  public var album: String {
    get { tags.album }
    set { self[tag: \.album] = newValue }
  }
  public var albumArtist: String {
    get { tags.albumArtist }
    set { self[tag: \.albumArtist] = newValue }
  }
  public var composer: String {
    get { tags.composer }
    set { self[tag: \.composer] = newValue }
  }
  public var genre: String {
    get { tags.genre }
    set { self[tag: \.genre] = newValue }
  }
  /// The path's bytes on disk when they are not valid UTF-8 (nil otherwise): `path` is then a
  /// lossy display form, and these bytes are what must be handed to open().
  public var pathBytes: [UInt8]? {
    get { tags.pathBytes }
    set { self[tag: \.pathBytes] = newValue }
  }

  /// The sort tags (ARTISTSORT/TSOP/soar, ALBUMARTISTSORT/TSO2/soaa, COMPOSERSORT/TSOC/soco):
  /// how the name is filed when Settings > Sort By is Last Name ("Bowie, David"). Empty: none.
  public var artistSort: String {
    get { tags.artistSort }
    set { self[tag: \.artistSort] = newValue }
  }
  public var albumArtistSort: String {
    get { tags.albumArtistSort }
    set { self[tag: \.albumArtistSort] = newValue }
  }
  public var composerSort: String {
    get { tags.composerSort }
    set { self[tag: \.composerSort] = newValue }
  }

  public init(
    id: Int64, path: String, title: String, artist: String = "", album: String = "",
    albumArtist: String = "", composer: String = "", genre: String = "", trackNumber: Int = 0,
    discNumber: Int = 0, year: Int = 0, duration: Double = 0, isCompilation: Bool = false,
    pathBytes: [UInt8]? = nil, modified: Double = 0, rating: Int = 0
  ) {
    self.id = id
    let (folder, name) = Self.split(path)
    (text, titleBytes) = TitleAndName.join(title: title, name: name)
    let fields = TrackTags.Fields(
      folder: folder, artist: artist, album: album, albumArtist: albumArtist, composer: composer, genre: genre,
      pathBytes: pathBytes)
    tags = fields == TrackTags.Fields() ? .none : TrackTags(fields)
    self.trackNumber = trackNumber
    self.discNumber = discNumber
    self.year = year
    self.duration = duration
    self.isCompilation = isCompilation
    self.modified = modified
    self.rating = rating
  }

  /// One of the shared fields, for the setters: a change gives this track tags of its own.
  private subscript<Value>(tag field: WritableKeyPath<TrackTags.Fields, Value>) -> Value {
    get { tags.fields[keyPath: field] }
    set { tags = tags.with { $0[keyPath: field] = newValue } }
  }

  /// Whether any of the three sort tags is set (most songs have none).
  public var hasSortTags: Bool {
    !(tags.artistSort.isEmpty && tags.albumArtistSort.isEmpty && tags.composerSort.isEmpty)
  }

  /// Makes this track's tags the interner's shared object for them (see `TrackInterner`).
  mutating func shareTags(_ shared: (TrackTags) -> TrackTags) {
    tags = shared(tags)
  }

  /// Whether the two tracks hold one object for their album's text (what interning achieves).
  func sharesTags(with other: Track) -> Bool { tags === other.tags }

  /// Whether the two tracks' titles and names are bytes of one buffer (what packing achieves).
  func sharesText(with other: Track) -> Bool { text.sharesBuffer(with: other.text) }

  /// Hands this track's title and name to a packer; the track holds none until `move(to:)`.
  mutating func handOverText() -> TitleAndName {
    defer { text = .empty }
    return text
  }

  /// The same bytes, back from the packer in a library's buffer.
  mutating func move(to packed: TitleAndName) { text = packed }
}

extension [Track] {
  /// These tracks with every title and file name copied into one buffer of exactly their size
  /// (see `TrackTextPacker`), and no room beyond the tracks (`trimmingSlack`). `LibraryIndex`
  /// passes every library through it, whatever its source; tracks packed already are kept.
  func packingText() -> [Track] {
    if TitleAndName.arePacked(count: count, text: { self[$0].text }) { return trimmingSlack() }
    var packed = trimmingSlack()
    var packer = TrackTextPacker(expectedTracks: count)
    for i in packed.indices { packer.take(&packed[i]) }
    packer.place(&packed)
    return packed
  }
}

extension Track {
  /// The bytes to open the file with: `pathBytes` when the name is not UTF-8, else `path`.
  public var fileSystemPath: [UInt8] { pathBytes ?? Array(path.utf8) }
}
