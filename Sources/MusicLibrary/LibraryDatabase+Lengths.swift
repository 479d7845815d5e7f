/// Song lengths found after the scan: the MP3s whose length the scan could only guess, and
/// the true lengths that replace the guesses (or that playback measured).
extension LibraryDatabase {
  /// Songs whose stored length is a guess, with their paths.
  func guessedLengths() throws -> [(id: Int64, path: RawPath, milliseconds: Int)] {
    let statement = try connection.prepare("SELECT id, path, duration_ms FROM tracks WHERE length_guess != 0")
    var result: [(id: Int64, path: RawPath, milliseconds: Int)] = []
    while try statement.step() {
      result.append((statement.int64(0), RawPath(bytes: statement.blob(1)), statement.int(2)))
    }
    return result
  }

  /// Stores lengths in milliseconds (nil: the file could not be counted; its guess stays)
  /// and clears the guess flag of every one, in one transaction, so a rescan leaves them be.
  func storeLengths(_ lengths: [(id: Int64, milliseconds: Int?)]) throws {
    guard !lengths.isEmpty else { return }
    try connection.transaction {
      let set = try connection.prepare(
        "UPDATE tracks SET duration_ms = coalesce(?, duration_ms), length_guess = 0 WHERE id = ?")
      for (id, milliseconds) in lengths {
        set.reset()
        if let milliseconds { set.bind(1, milliseconds) } else { set.bindNull(1) }
        set.bind(2, id)
        try set.step()
      }
    }
  }

  /// Stores one song's length as playback measured it.
  public func storeLength(ofSong id: Int64, milliseconds: Int) throws {
    try storeLengths([(id, milliseconds)])
  }
}
