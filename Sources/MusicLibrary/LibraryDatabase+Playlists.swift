import CSQLite

/// Playlists are replaced as a whole by each scan: they are small, and their entries depend on
/// track ids that the same scan settles.
extension LibraryDatabase {
  public func loadPlaylists() throws -> [Playlist] {
    let lists = try connection.prepare("SELECT id, path, name FROM playlists ORDER BY name, id")
    let entries = try connection.prepare(
      "SELECT track_id FROM playlist_entries WHERE playlist_id = ? ORDER BY position")
    var result: [Playlist] = []
    while try lists.step() {
      entries.reset()
      entries.bind(1, lists.int64(0))
      var ids: [Int64] = []
      while try entries.step() { ids.append(entries.int64(0)) }
      result.append(Playlist(name: lists.text(2), path: RawPath(bytes: lists.blob(1)), trackIDs: ids))
    }
    return result
  }

  func playlistCount() throws -> Int {
    Int(try connection.integer("SELECT count(*) FROM playlists"))
  }

  func replacePlaylists(_ playlists: [Playlist]) throws {
    try connection.transaction {
      try connection.execute("DELETE FROM playlist_entries; DELETE FROM playlists")
      let insertList = try connection.prepare("INSERT INTO playlists(path, name) VALUES(?, ?)")
      let insertEntry = try connection.prepare(
        "INSERT INTO playlist_entries(playlist_id, position, track_id) VALUES(?, ?, ?)")
      for playlist in playlists {
        insertList.reset()
        insertList.bind(1, playlist.path.bytes)
        insertList.bind(2, playlist.name)
        try insertList.step()
        let id = sqlite3_last_insert_rowid(connection.handle)
        for (position, trackID) in playlist.trackIDs.enumerated() {
          insertEntry.reset()
          insertEntry.bind(1, id)
          insertEntry.bind(2, position)
          insertEntry.bind(3, trackID)
          try insertEntry.step()
        }
      }
    }
  }

  /// Track id per path, for resolving playlist entries.
  func trackIDsByPath() throws -> [RawPath: Int64] {
    let statement = try connection.prepare("SELECT path, id FROM tracks")
    var result: [RawPath: Int64] = [:]
    while try statement.step() { result[RawPath(bytes: statement.blob(0))] = statement.int64(1) }
    return result
  }
}
