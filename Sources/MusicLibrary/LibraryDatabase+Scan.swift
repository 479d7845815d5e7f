import WheelCore

/// What a scan reads and writes: per-file state in, batches of changes out.
extension LibraryDatabase {
  /// Size and mtime of every file known, tracks and skipped files alike.
  func storedFiles() throws -> [RawPath: StoredFile] {
    var result: [RawPath: StoredFile] = [:]
    let tracks = try connection.prepare("SELECT path, id, size, mtime FROM tracks")
    while try tracks.step() {
      result[RawPath(bytes: tracks.blob(0))] = StoredFile(
        trackID: tracks.int64(1), size: tracks.int64(2), mtime: tracks.int64(3), reason: nil)
    }
    let skipped = try connection.prepare("SELECT path, size, mtime, reason FROM skipped")
    while try skipped.step() {
      result[RawPath(bytes: skipped.blob(0))] = StoredFile(
        trackID: nil, size: skipped.int64(1), mtime: skipped.int64(2),
        reason: SkipReason(rawValue: skipped.text(3)))
    }
    return result
  }

  /// One file's new state, as the scanner read it.
  enum FileUpdate: Sendable {
    case track(FoundFile, FileTags)
    case skipped(FoundFile, SkipReason)
  }

  /// Writes a batch of new or changed files in one transaction. A track keeps its id when it
  /// changes, so playlists and the resume state stay valid. Returns, per update, whether the
  /// file was a track before. `newPaths`: none of these paths can be stored yet (a scan into
  /// an empty library), so the look-ups and deletes that keep the two tables apart are skipped.
  @discardableResult
  func write(_ updates: [FileUpdate], newPaths: Bool = false) throws -> [Bool] {
    try connection.transaction {
      let wasTrack = try connection.prepare("SELECT 1 FROM tracks WHERE path = ?")
      var before: [Bool] = []
      before.reserveCapacity(updates.count)
      let upsert = try connection.prepare(
        """
        INSERT INTO tracks(path, size, mtime, title, artist, album, album_artist, composer, genre,
          track_no, disc_no, year, duration_ms, compilation, artist_sort, album_artist_sort, composer_sort, rating, length_guess)
        VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT(path) DO UPDATE SET size = excluded.size, mtime = excluded.mtime,
          title = excluded.title, artist = excluded.artist, album = excluded.album,
          album_artist = excluded.album_artist, composer = excluded.composer,
          genre = excluded.genre, track_no = excluded.track_no, disc_no = excluded.disc_no,
          year = excluded.year, duration_ms = excluded.duration_ms,
          compilation = excluded.compilation, artist_sort = excluded.artist_sort,
          album_artist_sort = excluded.album_artist_sort, composer_sort = excluded.composer_sort,
          rating = excluded.rating, length_guess = excluded.length_guess
        """)
      let skip = try connection.prepare(
        "INSERT OR REPLACE INTO skipped(path, size, mtime, reason) VALUES(?, ?, ?, ?)")
      let unskip = try connection.prepare("DELETE FROM skipped WHERE path = ?")
      let untrack = try connection.prepare("DELETE FROM tracks WHERE path = ?")
      for update in updates {
        let file =
          switch update {
          case .track(let file, _), .skipped(let file, _): file
          }
        if newPaths {
          before.append(false)
        } else {
          wasTrack.reset()
          wasTrack.bind(1, file.path.bytes)
          before.append(try wasTrack.step())
        }
        switch update {
        case .track(let file, let tags):
          upsert.reset()
          upsert.bind(1, file.path.bytes)
          upsert.bind(2, file.size)
          upsert.bind(3, file.mtime)
          for (i, text) in [
            tags.title, tags.artist, tags.album, tags.albumArtist, tags.composer,
            tags.genre,
          ].enumerated() { upsert.bind(Int32(4 + i), text) }
          upsert.bind(10, tags.trackNumber)
          upsert.bind(11, tags.discNumber)
          upsert.bind(12, tags.year)
          upsert.bind(13, tags.durationMs)
          upsert.bind(14, tags.isCompilation ? 1 : 0)
          upsert.bind(15, tags.artistSort)
          upsert.bind(16, tags.albumArtistSort)
          upsert.bind(17, tags.composerSort)
          upsert.bind(18, tags.rating)
          upsert.bind(19, tags.lengthIsGuess ? 1 : 0)
          try upsert.step()
          if newPaths { continue }
          unskip.reset()
          unskip.bind(1, file.path.bytes)
          try unskip.step()
        case .skipped(let file, let reason):
          skip.reset()
          skip.bind(1, file.path.bytes)
          skip.bind(2, file.size)
          skip.bind(3, file.mtime)
          skip.bind(4, reason.rawValue)
          try skip.step()
          if newPaths { continue }
          untrack.reset()
          untrack.bind(1, file.path.bytes)
          try untrack.step()
        }
      }
      return before
    }
  }

  /// Deletes every file (track or skipped) whose path is in `paths`: they vanished from disk.
  /// Returns how many were tracks.
  func remove(_ paths: [RawPath]) throws -> Int {
    guard !paths.isEmpty else { return 0 }
    return try connection.transaction {
      var tracksRemoved = 0
      let tracks = try connection.prepare("DELETE FROM tracks WHERE path = ?")
      let skipped = try connection.prepare("DELETE FROM skipped WHERE path = ?")
      for path in paths {
        for statement in [tracks, skipped] {
          statement.reset()
          statement.bind(1, path.bytes)
          try statement.step()
          if statement === tracks { tracksRemoved += connection.changes }
        }
      }
      return tracksRemoved
    }
  }
}
