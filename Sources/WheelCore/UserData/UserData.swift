/// The user's own data about the music, which no rescan can rebuild: a record per song ever
/// seen (rating, plays, skips, last played, date added), the On-The-Go playlist and the
/// playlists saved from it. Lists hold positions in `songs`; records are never dropped, so a
/// song on an unplugged drive keeps its play count for when it comes back.
public struct UserData: Equatable, Sendable {
  public var songs: [SongRecord]
  public var onTheGo: [Int]
  public var playlists: [SavedPlaylist]

  public init(songs: [SongRecord] = [], onTheGo: [Int] = [], playlists: [SavedPlaylist] = []) {
    self.songs = songs
    self.onTheGo = onTheGo
    self.playlists = playlists
  }

  /// Finds each track's record: by path first; then, for tracks whose path no record knows, by
  /// tags among the records no track claimed (a moved or renamed file); else a new record, dated
  /// by the file's modification time (or `wallNow` when that is unknown). A record found again
  /// takes the track's current path and tags. Returns the record of each track and whether any
  /// record changed.
  public mutating func link(_ tracks: [Track], wallNow: Double?) -> (records: [Int], changed: Bool) {
    var records = [Int](repeating: -1, count: tracks.count)
    var claimed = [Bool](repeating: false, count: songs.count)
    // This runs on the UI thread whenever the library or the data arrives, for every song.
    // Records are made in the library's order and saved in it, so the record after the last
    // one found is nearly always the next track's: that is tried first, and the paths are
    // indexed only at the first track it misses. Fields are read in place (`songs[r].key.path`),
    // not through copies of records and tracks, whose every string would be retained.
    var byPath: [String: Int]?
    var next = 0
    for t in tracks.indices {
      if next < songs.count, !claimed[next], songs[next].key.hasPath(of: tracks[t]) {
        records[t] = next
        claimed[next] = true
        next += 1
        continue
      }
      if byPath == nil { byPath = Self.firstRecordByPath(songs) }
      guard let r = byPath?[tracks[t].path], !claimed[r] else { continue }
      records[t] = r
      claimed[r] = true
      next = r + 1
    }
    // Orphans by tags, oldest record first, for the tracks still without one. Only built when
    // a track is left: at a normal start every track is found by its path, and indexing
    // 100,000 unclaimed records by their tags (as when the data arrives before the library)
    // cost the UI thread more than the rest of the link.
    var orphans: [SongKey.Tags: [Int]] = [:]
    if records.contains(-1) {
      for r in songs.indices where !claimed[r] {
        if let tags = songs[r].key.tags { orphans[tags, default: []].append(r) }
      }
    }
    var changed = false
    for t in tracks.indices where records[t] < 0 {
      let track = tracks[t]
      if let tags = SongKey(track).tags, var candidates = orphans[tags], !candidates.isEmpty {
        let r = candidates.removeFirst()
        orphans[tags] = candidates
        records[t] = r
        claimed[r] = true
      } else {
        songs.append(SongRecord(key: SongKey(track)))
        records[t] = songs.count - 1
      }
    }
    for t in tracks.indices {
      let r = records[t]
      let key = SongKey(tracks[t])
      if songs[r].key != key { changed = true }
      // Always the track's own strings, even when equal: the copies read from the saved file
      // are then freed (a path and three tags per song, 11 MB at 100,000 songs).
      songs[r].key = key
      if songs[r].added == nil, let date = tracks[t].modified > 0 ? tracks[t].modified : wallNow {
        songs[r].added = date.rounded(.down)  // whole seconds: all a date needs
        changed = true
      }
    }
    // A record left without a song keeps its key; one that held an earlier library's buffer
    // gets its own bytes, or it would keep that whole buffer alive.
    for r in claimed.indices where !claimed[r] && songs[r].key.holdsLibraryText {
      songs[r].key = songs[r].key.detached()
    }
    songs = songs.trimmingSlack()
    return (records, changed)
  }

  /// Each path's first record.
  private static func firstRecordByPath(_ songs: [SongRecord]) -> [String: Int] {
    var byPath: [String: Int] = [:]
    byPath.reserveCapacity(songs.count)
    for r in songs.indices where byPath[songs[r].key.path] == nil { byPath[songs[r].key.path] = r }
    return byPath
  }

  // MARK: On-The-Go

  /// Adds records to the end of On-The-Go (a song may appear twice, as on the iPod).
  public mutating func addToOnTheGo(_ records: [Int]) {
    onTheGo += records.filter { songs.indices.contains($0) }
  }

  public mutating func clearOnTheGo() { onTheGo = [] }

  /// Saves On-The-Go as "New Playlist N" (one more than the highest N so far) and empties it;
  /// the new playlist's position, or nil when On-The-Go was empty.
  public mutating func saveOnTheGo() -> Int? {
    guard !onTheGo.isEmpty else { return nil }
    playlists.append(SavedPlaylist(name: nextPlaylistName, songs: onTheGo))
    onTheGo = []
    return playlists.count - 1
  }

  /// "New Playlist 1", then 2…: numbered past any saved playlist of that form.
  public var nextPlaylistName: String {
    let prefix = "New Playlist "
    let taken = playlists.compactMap { $0.name.hasPrefix(prefix) ? Int($0.name.dropFirst(prefix.count)) : nil }
    return prefix + "\((taken.max() ?? 0) + 1)"
  }
}
