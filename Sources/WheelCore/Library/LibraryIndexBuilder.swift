/// The work behind `LibraryIndex.init`: two comparison sorts (songs by title, tracks in album
/// order), everything else by bucketing those orders on precomputed integer ranks, so that
/// 100,000 tracks index in a fraction of a second.
struct LibraryIndexBuilder {
  let tracks: [Track]
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

  init(tracks: [Track]) {
    self.tracks = tracks
    let n = tracks.count
    artistId.reserveCapacity(n); albumArtistId.reserveCapacity(n); albumId.reserveCapacity(n)
    genreId.reserveCapacity(n); composerId.reserveCapacity(n)
    for track in tracks {
      let artist = Self.known(track.artist) ?? LibraryIndex.unknownArtist
      let albumArtist = Self.known(track.albumArtist)
        ?? (track.isCompilation ? LibraryIndex.variousArtists : artist)
      artistId.append(artistNames.id(for: artist))
      albumArtistId.append(albumArtistNames.id(for: albumArtist))
      albumId.append(albumNames.id(for: Self.known(track.album) ?? LibraryIndex.unknownAlbum))
      genreId.append(Self.known(track.genre).map { genreNames.id(for: $0) } ?? -1)
      composerId.append(Self.known(track.composer).map { composerNames.id(for: $0) } ?? -1)
    }
    let artistRanks = artistNames.ranks(), genreRanks = genreNames.ranks()
    let composerRanks = composerNames.ranks()
    let albumRanks = albumNames.ranks(), albumArtistRanks = albumArtistNames.ranks()
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

  private mutating func sortSongs() {
    let keys = tracks.map { SortKey.encode($0.title) }
    let artistRank = self.artistRank, albumIdentity = self.albumIdentity
    songs = (0..<Int32(tracks.count)).sorted { a, b in
      let c = SortKey.compare(keys[Int(a)], keys[Int(b)])
      if c != 0 { return c < 0 }
      if artistRank[Int(a)] != artistRank[Int(b)] { return artistRank[Int(a)] < artistRank[Int(b)] }
      if albumIdentity[Int(a)] != albumIdentity[Int(b)] {
        return albumIdentity[Int(a)] < albumIdentity[Int(b)]
      }
      return a < b
    }
    titlePosition = Self.positions(of: songs)
  }

  private mutating func sortAlbumOrder() {
    let identity = albumIdentity, title = titlePosition, tracks = self.tracks
    albumOrder = (0..<Int32(tracks.count)).sorted { a, b in
      let x = Int(a), y = Int(b)
      if identity[x] != identity[y] { return identity[x] < identity[y] }
      if tracks[x].discNumber != tracks[y].discNumber {
        return tracks[x].discNumber < tracks[y].discNumber
      }
      if tracks[x].trackNumber != tracks[y].trackNumber {
        return tracks[x].trackNumber < tracks[y].trackNumber
      }
      return title[x] < title[y]
    }
    albumPosition = Self.positions(of: albumOrder)
  }

  static func positions(of order: [Int32]) -> [Int32] {
    var position = [Int32](repeating: 0, count: order.count)
    for (p, t) in order.enumerated() { position[Int(t)] = Int32(p) }
    return position
  }
}
