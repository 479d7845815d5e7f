/// The lists, cut out of the two sorted orders.
///
/// An album is listed under Albums, under its artist and under its genre's artist, and an
/// artist under Artists and under its genre: where a group holds all of an album's (or an
/// artist's) songs, the group already made for the whole is reused, so that its array of songs
/// is one allocation, not three (a fifth of the index at 100,000 songs: 7.5 MB, was 9.4).
extension LibraryIndexBuilder {
  /// Groups made for whole albums (by album identity) and whole artists (by artist rank).
  struct Wholes {
    var albums: [Int: LibraryGroup] = [:]
    var artists: [Int32: LibraryGroup] = [:]
  }

  func albums() -> [LibraryGroup] {
    albumGroups(albumOrder[...], wholes: Wholes())
  }

  /// The whole groups among `albums` and `artists` (the complete lists), for reuse.
  func wholes(albums: [LibraryGroup], artists: [LibraryGroup] = []) -> Wholes {
    var wholes = Wholes()
    for album in albums { if let first = album.tracks.first { wholes.albums[albumIdentity(of: first)] = album } }
    for artist in artists { if let first = artist.tracks.first { wholes.artists[artistRank[Int(first)]] = artist } }
    return wholes
  }

  /// Positions in `albums` ordered by album artist, then album name; a tie keeps the albums'
  /// own order, so the result does not depend on the sort's stability.
  static func coverFlowOrder(of albums: [LibraryGroup], artistKey: (String) -> SortKey = SortKey.init) -> [Int] {
    let keys = albums.map { (artist: artistKey($0.detail), name: SortKey($0.name)) }
    return albums.indices.sorted { a, b in
      if keys[a].artist != keys[b].artist { return keys[a].artist < keys[b].artist }
      if keys[a].name != keys[b].name { return keys[a].name < keys[b].name }
      return a < b
    }
  }

  func compilations(of albums: [LibraryGroup]) -> [LibraryGroup] {
    albums.filter { album in
      SortKey(album.detail) == SortKey(LibraryIndex.variousArtists)
        || album.tracks.contains { tracks[Int($0)].isCompilation }
    }
  }

  /// Positions of the artists with a song on no compilation.
  static func artists(_ artists: [LibraryGroup], beyond compilations: [LibraryGroup], count: Int) -> [Int32] {
    var onCompilation = [Bool](repeating: false, count: count)
    for album in compilations { for t in album.tracks { onCompilation[Int(t)] = true } }
    return artists.indices.compactMap { a in artists[a].tracks.contains { !onCompilation[Int($0)] } ? Int32(a) : nil }
  }

  func artists(wholes: Wholes) -> [LibraryGroup] {
    artistGroups(albumOrder[...], wholes: wholes)
  }

  func genres(wholes: Wholes) -> [LibraryGroup] {
    Self.buckets(albumOrder, count: genreNamesCount, rank: { genreRank[Int($0)] }).compactMap {
      guard let first = $0.first else { return nil }
      return LibraryGroup(
        name: genreName(of: first), tracks: $0, children: artistGroups($0[...], wholes: wholes))
    }
  }

  func composers() -> [LibraryGroup] {
    Self.buckets(songs, count: composerNamesCount, rank: { composerRank[Int($0)] }).compactMap {
      guard let first = $0.first else { return nil }
      return LibraryGroup(name: composerName(of: first), tracks: $0)
    }
  }

  /// Artists among `tracks` (given in album order), each with its albums. A run holding as many
  /// songs as the whole artist (or album) in `wholes` holds the same songs in the same order
  /// (it is a part of them, ordered alike), so the whole group stands for it.
  private func artistGroups(_ tracks: ArraySlice<Int32>, wholes: Wholes) -> [LibraryGroup] {
    let byArtist = tracks.sorted { a, b in
      let ra = artistRank[Int(a)]
      let rb = artistRank[Int(b)]
      return ra != rb ? ra < rb : albumPosition[Int(a)] < albumPosition[Int(b)]
    }
    return Self.runs(byArtist) { artistRank[Int($0)] }.map { run in
      let first = run[run.startIndex]
      if let whole = wholes.artists[artistRank[Int(first)]], whole.tracks.count == run.count { return whole }
      return LibraryGroup(
        name: artistName(of: first), tracks: Array(run), children: albumGroups(run, wholes: wholes))
    }
  }

  /// Albums among `tracks` (given in album order).
  private func albumGroups(_ tracks: ArraySlice<Int32>, wholes: Wholes) -> [LibraryGroup] {
    Self.runs(tracks) { albumIdentity(of: $0) }.map { run in
      let first = run[run.startIndex]
      if let whole = wholes.albums[albumIdentity(of: first)], whole.tracks.count == run.count { return whole }
      return LibraryGroup(
        name: albumName(of: first), detail: albumArtistName(of: first), tracks: Array(run))
    }
  }

  /// Splits `order` into maximal runs of equal `key`.
  static func runs<Key: Equatable>(
    _ order: some RandomAccessCollection<Int32>, key: (Int32) -> Key
  ) -> [ArraySlice<Int32>] {
    let array = ArraySlice(order)
    var result: [ArraySlice<Int32>] = []
    var start = array.startIndex
    while start < array.endIndex {
      let k = key(array[start])
      var end = start + 1
      while end < array.endIndex && key(array[end]) == k { end += 1 }
      result.append(array[start..<end])
      start = end
    }
    return result
  }

  /// Distributes `order` into `count` buckets by rank (kept in order; rank -1 is dropped).
  static func buckets(_ order: [Int32], count: Int, rank: (Int32) -> Int32) -> [[Int32]] {
    var result = [[Int32]](repeating: [], count: count)
    for t in order {
      let r = rank(t)
      if r >= 0 { result[Int(r)].append(t) }
    }
    return result
  }
}
