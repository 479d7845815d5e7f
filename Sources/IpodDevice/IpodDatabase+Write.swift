import CGpod
import Platform

/// Writing back what the iPod would have remembered: the old database is copied to
/// `iTunesDB.bak-ipodtui` (written to a temporary file, flushed, renamed) before libgpod
/// writes the new one, which it does atomically too (`g_file_set_contents`: a temporary file
/// renamed over the old). A database newer than the version libgpod writes is never rewritten.
extension IpodDatabase {
  /// The `mhbd` version libgpod 0.8 writes (`itdb_write` stamps every database with it). A
  /// database of a later version came from a newer iTunes, whose fields libgpod may not keep.
  public static let newestWritable: UInt32 = 0x30

  /// Whether `write` may rewrite this database.
  public var isWritable: Bool { version <= Self.newestWritable }

  /// The backup kept beside the database before each write.
  public var backupPath: String { Self.databasePath(in: mountPoint) + ".bak-ipodtui" }

  /// Backs the database up, applies `updates` to libgpod's tracks and writes the database.
  /// Nothing is written when the database is too new or the backup fails.
  public func write(_ updates: [IpodUpdate]) throws(IpodError) {
    guard isWritable else { throw .tooNew(version: version) }
    let result: IpodError? = lock.withLock {
      do {
        let original = try AtomicFile.read(Self.databasePath(in: mountPoint), limit: 1 << 30)
        guard let original else { return .cannotWrite("the database is gone (the iPod was unplugged?)") }
        try AtomicFile.write(original, to: backupPath)
      } catch {
        return .cannotWrite("backup: \(error)")
      }
      for update in updates where libgpodTracks.indices.contains(update.song) {
        Self.apply(update, to: libgpodTracks[update.song])
      }
      var error: UnsafeMutablePointer<GError>?
      let written = itdb_write(libgpodDatabase, &error) != 0
      defer { if let error { g_error_free(error) } }
      guard written else {
        return .cannotWrite(error.map { String(cString: $0.pointee.message) } ?? "libgpod could not write it")
      }
      return nil
    }
    if let result { throw result }
  }

  static func apply(_ update: IpodUpdate, to track: UnsafeMutablePointer<Itdb_Track>) {
    if let stars = update.stars { track.pointee.rating = IpodSong.rating(fromStars: stars) }
    if update.addedPlays > 0 {
      track.pointee.playcount &+= UInt32(clamping: update.addedPlays)
      track.pointee.recent_playcount &+= UInt32(clamping: update.addedPlays)
      if let time = update.lastPlayed { track.pointee.time_played = time_t(time) }
    }
    if update.addedSkips > 0 {
      track.pointee.skipcount &+= UInt32(clamping: update.addedSkips)
      track.pointee.recent_skipcount &+= UInt32(clamping: update.addedSkips)
      if let time = update.lastSkipped { track.pointee.last_skipped = UInt32(clamping: Int(time)) }
    }
  }
}
