/// The user's data meeting the library: each track finds its record when either loads, the
/// playlists made from the data are rebuilt when it changes, and every change is saved.
extension AppState {
  /// The wall clock now (Unix seconds), when a reading has arrived.
  public var wallNow: Double? { userData.wallOffset.map { now + $0 } }

  /// The saved data arrived (at start, before the library).
  mutating func userDataLoaded(_ data: UserData) -> [Effect] {
    userData.data = data
    userData.loaded = true
    return relinkUserData()
  }

  /// Finds every track's record again (after a new library or new data), creating records for
  /// songs seen for the first time; saves when that changed anything.
  mutating func relinkUserData() -> [Effect] {
    let (records, changed) = userData.data.link(library.index.tracks, wallNow: wallNow)
    userData.recordOfTrack = records.map { Int32($0) }
    var tracks = [Int32](repeating: -1, count: userData.data.songs.count)
    for (t, r) in records.enumerated() { tracks[r] = Int32(t) }
    userData.trackOfRecord = tracks
    if changed { return userDataChanged() }
    refreshUserLists()
    return []
  }

  /// After any change to the data: the lists follow, and the data goes to disk.
  mutating func userDataChanged() -> [Effect] {
    refreshUserLists()
    return userData.loaded ? [.saveUserData(userData.data)] : []
  }

  /// Rebuilds On-The-Go, the saved and the smart playlists as library indices.
  mutating func refreshUserLists() {
    var lists = UserLists()
    lists.onTheGo = userData.tracks(ofRecords: userData.data.onTheGo)
    lists.saved = userData.data.playlists.map {
      PlaylistInfo(name: $0.name, tracks: userData.tracks(ofRecords: $0.songs))
    }
    let wall = wallNow
    let all = library.index.tracks.indices.map { facts(of: Int32($0)) }
    for kind in SmartPlaylist.allCases {
      lists.smart[kind] = kind.members(of: library.index.songs, facts: { all[Int($0)] }, now: wall)
    }
    library.userLists = lists
    userData.listsBuiltAt = wall
    clampCursor()
  }

  /// The wall clock was read: dates are measured against it from now on. The smart
  /// playlists are rebuilt every hour, since "the last 14 days" moves on by itself.
  mutating func wallClockRead(_ time: LocalTime) -> [Effect] {
    guard time.unixTime > 0 else { return [] }
    let first = userData.wallOffset == nil
    userData.wallOffset = time.unixTime - now
    if first { return relinkUserData() }  // records waiting for a date get one
    if let built = userData.listsBuiltAt, let wall = wallNow, wall - built < 3600, wall >= built { return [] }
    refreshUserLists()
    return []
  }

  /// What the smart playlists look at for one library track.
  func facts(of track: Int32) -> SmartPlaylist.Facts {
    // In place, not a copied Track or record: this runs for every song when the lists refresh.
    let t = Int(track)
    let year = library.index.tracks[t].year
    let tagged = library.index.tracks[t].rating
    guard let r = userData.record(ofTrack: track) else { return .init(year: year, rating: tagged) }
    return .init(
      year: year, rating: userData.data.songs[r].rating ?? tagged, plays: userData.data.songs[r].plays,
      lastPlayed: userData.data.songs[r].lastPlayed, added: userData.data.songs[r].added)
  }

  /// Stars of a library track: the user's rating, else the file's.
  public func rating(ofTrack track: Int32) -> Int {
    guard library.index.tracks.indices.contains(Int(track)) else { return 0 }
    return facts(of: track).rating
  }

  /// The record of a song by its library id (what the listen meter holds).
  func record(of song: Track) -> Int? {
    library.index.position(ofID: song.id).flatMap { userData.record(ofTrack: $0) }
  }
}
