import CSQLite
import Platform
import WheelCore

/// The library cache: every track's path (bytes), size, mtime and tags, files skipped and why,
/// and playlists, in SQLite at `$XDG_CACHE_HOME/ipodtui/library.sqlite`.
///
/// It is a cache of the folder, so a schema change (`PRAGMA user_version`) rebuilds it rather
/// than migrating. One connection per thread: the scanner opens its own.
public final class LibraryDatabase {
  /// 2: sort tags (artist_sort, album_artist_sort, composer_sort). 3: the rating tag (`rating`,
  /// stars 0-5). 4: lengths are what the decoder plays (priming and padding off, MP3 frames
  /// counted), and `length_guess` marks MP3s whose frames are still to be counted.
  /// An older cache is rebuilt by the next scan, which reads every file again.
  public static let schemaVersion: Int64 = 4
  let connection: SQLiteConnection
  public let path: String

  /// Opens (creating folders and tables as needed) the database at `path`.
  public init(path: String) throws {
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      try? AtomicFile.makeDirectories(String(path[..<slash]))
    }
    self.path = path
    connection = try SQLiteConnection(path: path)
    try connection.execute("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL")
    if try connection.integer("PRAGMA user_version") != Self.schemaVersion {
      try rebuild()
    }
    try connection.execute(Self.foldersTable)  // added after schema 3: older caches gain it here
  }

  private func rebuild() throws {
    try connection.transaction {
      try connection.execute(
        """
        DROP TABLE IF EXISTS tracks; DROP TABLE IF EXISTS skipped;
        DROP TABLE IF EXISTS playlists; DROP TABLE IF EXISTS playlist_entries;
        DROP TABLE IF EXISTS meta; DROP TABLE IF EXISTS folders;
        CREATE TABLE tracks(
          id INTEGER PRIMARY KEY, path BLOB NOT NULL UNIQUE, size INTEGER NOT NULL,
          mtime INTEGER NOT NULL, title TEXT NOT NULL, artist TEXT NOT NULL, album TEXT NOT NULL,
          album_artist TEXT NOT NULL, composer TEXT NOT NULL, genre TEXT NOT NULL,
          track_no INTEGER NOT NULL, disc_no INTEGER NOT NULL, year INTEGER NOT NULL,
          duration_ms INTEGER NOT NULL, compilation INTEGER NOT NULL,
          artist_sort TEXT NOT NULL DEFAULT '', album_artist_sort TEXT NOT NULL DEFAULT '',
          composer_sort TEXT NOT NULL DEFAULT '', rating INTEGER NOT NULL DEFAULT 0,
          length_guess INTEGER NOT NULL DEFAULT 0);
        CREATE INDEX tracks_length_guess ON tracks(id) WHERE length_guess != 0;
        CREATE TABLE skipped(
          path BLOB PRIMARY KEY, size INTEGER NOT NULL, mtime INTEGER NOT NULL, reason TEXT NOT NULL);
        CREATE TABLE playlists(id INTEGER PRIMARY KEY, path BLOB NOT NULL UNIQUE, name TEXT NOT NULL);
        CREATE TABLE playlist_entries(
          playlist_id INTEGER NOT NULL, position INTEGER NOT NULL, track_id INTEGER NOT NULL,
          PRIMARY KEY(playlist_id, position));
        CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
        PRAGMA user_version = \(Self.schemaVersion);
        """)
    }
  }

  /// Every track, in id order. The hot path of start-up: one query, no per-row allocation
  /// beyond the strings themselves; each album's names are one shared copy (`TrackInterner`),
  /// the titles and file names one buffer (`TrackTextPacker`).
  public func loadTracks() throws -> [Track] {
    let statement = try connection.prepare(
      """
      SELECT id, path, title, artist, album, album_artist, composer, genre, track_no, disc_no,
        year, duration_ms, compilation, artist_sort, album_artist_sort, composer_sort, mtime, rating
        FROM tracks ORDER BY id
      """)
    var tracks: [Track] = []
    var interner = TrackInterner()
    let count = Int(try connection.integer("SELECT count(*) FROM tracks"))
    tracks.reserveCapacity(count)
    var texts = TrackTextPacker(expectedTracks: count)
    while try statement.step() {
      let bytes = statement.blob(1)
      let exact = String(validating: bytes, as: UTF8.self)
      var track = Track(
        id: statement.int64(0), path: exact ?? String(decoding: bytes, as: UTF8.self),
        title: statement.text(2), artist: statement.text(3), album: statement.text(4),
        albumArtist: statement.text(5), composer: statement.text(6), genre: statement.text(7),
        trackNumber: statement.int(8), discNumber: statement.int(9), year: statement.int(10),
        duration: Double(statement.int64(11)) / 1000, isCompilation: statement.int64(12) != 0,
        pathBytes: exact == nil ? bytes : nil, modified: Double(statement.int64(16)) / 1e9, rating: statement.int(17))
      track.artistSort = statement.text(13)
      track.albumArtistSort = statement.text(14)
      track.composerSort = statement.text(15)
      interner.intern(&track)
      texts.take(&track)
      tracks.append(track)
    }
    texts.place(&tracks)
    return tracks
  }

  /// Frees what SQLite caches for this connection (pages read by a load or a scan): the app
  /// keeps the connection for the whole run, and its cache would stay resident for nothing.
  public func releaseMemory() {
    try? connection.execute("PRAGMA shrink_memory")
  }

  /// Number of tracks stored.
  public func trackCount() throws -> Int {
    Int(try connection.integer("SELECT count(*) FROM tracks"))
  }

  /// Reads the schema and the first track: enough to tell a cache from a file that is not
  /// one. Deeper damage surfaces when a page is read, where `LibraryCache.run` rebuilds; a
  /// full `count(*)` here read the whole path index on every start (2 ms at 10,000 songs).
  func probe() throws {
    _ = try connection.integer("SELECT count(*) FROM (SELECT id FROM tracks LIMIT 1)")
  }

  /// A value remembered between runs (the library root of the last scan, for instance).
  public func meta(_ key: String) throws -> String? {
    let statement = try connection.prepare("SELECT value FROM meta WHERE key = ?")
    statement.bind(1, key)
    return try statement.step() ? statement.text(0) : nil
  }

  public func setMeta(_ key: String, _ value: String) throws {
    let statement = try connection.prepare("INSERT OR REPLACE INTO meta(key, value) VALUES(?, ?)")
    statement.bind(1, key)
    statement.bind(2, value)
    try statement.step()
  }
}
