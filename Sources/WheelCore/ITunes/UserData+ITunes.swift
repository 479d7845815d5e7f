extension SongRecord {
  /// Takes in an iTunes track's history without lowering anything counted here: the higher
  /// play and skip counts (not their sum: iTunes may already count plays made here, which
  /// cannot be told apart), our rating when set, the earlier date added, the later last play.
  /// Merging the same history twice changes nothing.
  public mutating func merge(_ theirs: ITunesTrack) {
    plays = max(plays, theirs.plays)
    skips = max(skips, theirs.skips)
    if rating == nil, let stars = theirs.rating { rating = stars }
    if let date = theirs.added { added = min(added ?? date, date) }
    if let date = theirs.lastPlayed { lastPlayed = max(lastPlayed ?? date, date) }
  }
}

extension UserData {
  /// Merges a matched iTunes library: each matched track's history into its song's record
  /// (records found or made as at a start, `link`), and each playlist with at least one song
  /// in the library as a saved playlist: under its own name, or "NAME (iTunes)" (then
  /// "NAME (iTunes 2)"…) when that is taken by a different list. A list already saved with the
  /// same songs is an earlier import and is not added again.
  public mutating func importITunes(
    _ library: ITunesLibrary, matches: [ITunesMatcher.Match?], tracks: [Track], wallNow: Double?
  ) -> ITunesImportOutcome {
    var outcome = ITunesImportOutcome()
    let records = link(tracks, wallNow: wallNow).records
    var recordByID: [Int: Int] = [:]
    for (t, theirs) in library.tracks.enumerated() {
      guard t < matches.count, let match = matches[t] else { continue }
      let r = records[match.track]
      recordByID[theirs.id] = r
      let before = songs[r]
      songs[r].merge(theirs)
      if songs[r] != before { outcome.songsChanged += 1 }
    }
    for list in library.playlists {
      let members = list.trackIDs.compactMap { recordByID[$0] }
      guard !members.isEmpty else {
        outcome.emptyPlaylists.append(list.name)
        continue
      }
      var n = 0
      while true {
        let name = n == 0 ? list.name : n == 1 ? list.name + " (iTunes)" : list.name + " (iTunes \(n))"
        n += 1
        guard let existing = playlists.first(where: { $0.name == name }) else {
          playlists.append(SavedPlaylist(name: name, songs: members))
          outcome.playlists.append(name)
          break
        }
        if existing.songs == members {
          outcome.alreadyThere.append(list.name)
          break
        }
      }
    }
    return outcome
  }
}
