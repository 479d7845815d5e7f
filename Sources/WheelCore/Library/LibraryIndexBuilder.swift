/// The work behind `LibraryIndex.init`: two comparison sorts (songs by title, tracks in album
/// order), everything else by bucketing those orders on precomputed integer ranks, so that
/// 100,000 tracks index in a fraction of a second.
struct LibraryIndexBuilder {
  let tracks: [Track]
  /// Per track: music, or spoken word kept out of the music lists.
  let kinds: [TrackKind]
  let sortBy: SortBy
  /// Sort tags by name id, from the first track that carries one.
  var artistTags: [Int32: String] = [:]
  var albumArtistTags: [Int32: String] = [:]
  var composerTags: [Int32: String] = [:]
  var artistNames = NameTable()
  var albumArtistNames = NameTable()
  var albumNames = NameTable()
  var genreNames = NameTable()
  var composerNames = NameTable()
  /// Per track: id (into the name tables) of its artist, genre and composer (-1: none).
  var artistId: [Int32] = []
  var genreId: [Int32] = []
  var composerId: [Int32] = []
  /// Per track: rank of its artist, genre and composer (-1: none), and its album's ids.
  var artistRank: [Int32] = []
  var albumArtistId: [Int32] = []
  var albumId: [Int32] = []
  var genreRank: [Int32] = []
  var composerRank: [Int32] = []
  /// Per track: a number equal for tracks of one album, ordered like the Albums list.
  var albumIdentity: [Int] = []
  /// Per track: its position in `songs` and in `albumOrder`.
  var titlePosition: [Int32] = []
  var albumPosition: [Int32] = []
  private(set) var songs: [Int32] = []
  /// All tracks by album, disc, track number, title.
  var albumOrder: [Int32] = []

  init(tracks: [Track], kinds: [TrackKind], sortBy: SortBy = .firstName) {
    self.tracks = tracks
    self.kinds = kinds
    self.sortBy = sortBy
    let n = tracks.count
    artistId.reserveCapacity(n)
    albumArtistId.reserveCapacity(n)
    albumId.reserveCapacity(n)
    genreId.reserveCapacity(n)
    composerId.reserveCapacity(n)
    // Fields are read in place (`tracks[t].artist`), never as a copied `Track`: a copy retains
    // and releases every one of its strings, which at 100,000 tracks was a tenth of the index.
    for t in tracks.indices {
      let artist = Self.known(tracks[t].artist) ?? LibraryIndex.unknownArtist
      let albumArtist =
        Self.known(tracks[t].albumArtist)
        ?? (tracks[t].isCompilation ? LibraryIndex.variousArtists : artist)
      artistId.append(artistNames.id(for: artist))
      albumArtistId.append(albumArtistNames.id(for: albumArtist))
      albumId.append(albumNames.id(for: Self.known(tracks[t].album) ?? LibraryIndex.unknownAlbum))
      genreId.append(Self.known(tracks[t].genre).map { genreNames.id(for: $0) } ?? -1)
      composerId.append(Self.known(tracks[t].composer).map { composerNames.id(for: $0) } ?? -1)
      noteSortTags(of: t)
    }
    let artistRanks = ranks(artistNames, tags: artistTags)
    let genreRanks = genreNames.ranks()
    let composerRanks = ranks(composerNames, tags: composerTags)
    let albumRanks = albumNames.ranks()
    let albumArtistRanks = albumArtistNames.ranks()
    artistRank = artistId.map { artistRanks[Int($0)] }
    genreRank = genreId.map { $0 < 0 ? -1 : genreRanks[Int($0)] }
    composerRank = composerId.map { $0 < 0 ? -1 : composerRanks[Int($0)] }
    let width = max(albumArtistNames.count, 1)
    albumIdentity = (0..<n).map {
      Int(albumRanks[Int(albumId[$0])]) * width + Int(albumArtistRanks[Int(albumArtistId[$0])])
    }
    sortSongs()
    sortAlbumOrder()
  }

  /// Remembers the first sort tag seen for the track's artist, album artist and composer.
  private mutating func noteSortTags(of t: Int) {
    guard tracks[t].hasSortTags else { return }
    let track = tracks[t]
    let last = Int32(artistId.count - 1)
    if !track.artistSort.isEmpty, artistTags[artistId[Int(last)]] == nil {
      artistTags[artistId[Int(last)]] = track.artistSort
    }
    if !track.albumArtistSort.isEmpty, albumArtistTags[albumArtistId[Int(last)]] == nil {
      albumArtistTags[albumArtistId[Int(last)]] = track.albumArtistSort
    }
    let composer = composerId[Int(last)]
    if !track.composerSort.isEmpty, composer >= 0, composerTags[composer] == nil {
      composerTags[composer] = track.composerSort
    }
  }

  /// Ranks of people's names under Sort By: the table's own order for First Name.
  private func ranks(_ table: NameTable, tags: [Int32: String]) -> [Int32] {
    guard sortBy == .lastName else { return table.ranks() }
    return table.ranks(
      keys: table.names.indices.map {
        NameOrder.sortKey(table.names[$0], tag: tags[Int32($0)] ?? "", sortBy: sortBy)
      })
  }

  /// How an album artist files in Cover Flow under Sort By.
  func albumArtistKey(_ name: String) -> SortKey {
    guard sortBy == .lastName else { return SortKey(name) }
    let id = albumArtistNames.existingID(for: name)
    return NameOrder.sortKey(name, tag: id.flatMap { albumArtistTags[$0] } ?? "", sortBy: sortBy)
  }

  var genreNamesCount: Int { genreNames.count }
  var composerNamesCount: Int { composerNames.count }
  func artistName(of t: Int32) -> String { artistNames.names[Int(artistId[Int(t)])] }
  func albumName(of t: Int32) -> String { albumNames.names[Int(albumId[Int(t)])] }
  func albumArtistName(of t: Int32) -> String {
    albumArtistNames.names[Int(albumArtistId[Int(t)])]
  }
  func genreName(of t: Int32) -> String { genreNames.names[Int(genreId[Int(t)])] }
  func composerName(of t: Int32) -> String { composerNames.names[Int(composerId[Int(t)])] }
  func albumIdentity(of t: Int32) -> Int { albumIdentity[Int(t)] }

  /// Empty or blank tags count as missing.
  static func known(_ text: String) -> String? {
    text.isEmpty || text.allSatisfy(\.isWhitespace) ? nil : text
  }

  /// Positions of the music tracks (spoken word is listed apart).
  var musicPositions: [Int32] {
    (0..<Int32(tracks.count)).filter { kinds[Int($0)] == .music }
  }

  private mutating func sortSongs() {
    let keys = tracks.indices.map { SortKey.encode(tracks[$0].title) }
    let artistRank = self.artistRank
    let albumIdentity = self.albumIdentity
    songs = musicPositions.sorted { a, b in
      let c = SortKey.compare(keys[Int(a)], keys[Int(b)])
      if c != 0 { return c < 0 }
      if artistRank[Int(a)] != artistRank[Int(b)] { return artistRank[Int(a)] < artistRank[Int(b)] }
      if albumIdentity[Int(a)] != albumIdentity[Int(b)] {
        return albumIdentity[Int(a)] < albumIdentity[Int(b)]
      }
      return a < b
    }
    titlePosition = Self.positions(of: songs, count: tracks.count)
  }

  private mutating func sortAlbumOrder() {
    let identity = albumIdentity
    let title = titlePosition
    let tracks = self.tracks
    albumOrder = musicPositions.sorted { a, b in
      let x = Int(a)
      let y = Int(b)
      if identity[x] != identity[y] { return identity[x] < identity[y] }
      if tracks[x].discNumber != tracks[y].discNumber {
        return tracks[x].discNumber < tracks[y].discNumber
      }
      if tracks[x].trackNumber != tracks[y].trackNumber {
        return tracks[x].trackNumber < tracks[y].trackNumber
      }
      return title[x] < title[y]
    }
    albumPosition = Self.positions(of: albumOrder, count: tracks.count)
  }

  /// position[track] in `order` (0 for tracks not in it: spoken word is in no music order).
  static func positions(of order: [Int32], count: Int) -> [Int32] {
    var position = [Int32](repeating: 0, count: count)
    for (p, t) in order.enumerated() { position[Int(t)] = Int32(p) }
    return position
  }
}
