import AudioLengths

/// The pass after a scan that replaces guessed lengths with counted ones: MP3s without a
/// Xing/VBRI tag have their frames walked (`MP3Length`), on every core, in batches that are
/// stored as they finish so an interrupted pass keeps what it did.
///
/// It runs after the scan has published the library, so the first scan is as fast as
/// before; a stored length clears the song's guess flag, so a rescan of unchanged files
/// (which are not read again) never counts them twice.
public struct LengthCounter {
  let database: LibraryDatabase
  let workers: Int
  static let batchSize = 64

  public init(database: LibraryDatabase, workers: Int? = nil) {
    self.database = database
    self.workers = max(1, workers ?? LibraryScanner.sysconfWorkers())
  }

  /// Counts every guessed length; calls `corrected` after each stored batch with the songs
  /// whose length changed (id to seconds). Returns how many songs were counted.
  @discardableResult
  public func run(corrected: ([Int64: Double]) -> Void) throws -> Int {
    let songs = try database.guessedLengths()
    for start in stride(from: 0, to: songs.count, by: Self.batchSize) {
      let batch = Array(songs[start..<min(start + Self.batchSize, songs.count)])
      let counted = Self.count(batch.map(\.path), workers: workers)
      try database.storeLengths(zip(batch, counted).map { ($0.id, $1) })
      var changed: [Int64: Double] = [:]
      for (song, milliseconds) in zip(batch, counted) where milliseconds != nil && milliseconds != song.milliseconds {
        changed[song.id] = Double(milliseconds!) / 1_000
      }
      if !changed.isEmpty { corrected(changed) }
    }
    return songs.count
  }

  /// Milliseconds per path (nil where the file cannot be read as MPEG audio), in order.
  static func count(_ paths: [RawPath], workers: Int) -> [Int?] {
    let results = ResultSlots<Int?>(count: paths.count)
    let workers = max(1, min(workers, paths.count))
    ScanThread.run(workers) { worker in
      for i in stride(from: worker, to: paths.count, by: workers) {
        results.set(MP3Length.read(path: String(decoding: paths[i].bytes, as: UTF8.self))?.milliseconds, at: i)
      }
    }
    return results.collect().map { $0 ?? nil }
  }
}
