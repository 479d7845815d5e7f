/// The user's data meeting a source that keeps ratings and play counts of its own (an MPD
/// server's stickers): what the source knows is taken in before the data reaches the core, and
/// what changed since is handed back to it. Songs are named by their library path, as the
/// source names them; the core never learns that a source keeps anything.
extension UserData {
  /// One song's change worth telling the source: a new rating (nil: unchanged) and the plays
  /// counted since (0: none).
  public struct SongChange: Equatable, Sendable {
    public var path: String
    public var rating: Int?
    public var addedPlays: Int

    public init(path: String, rating: Int? = nil, addedPlays: Int = 0) {
      self.path = path
      self.rating = rating
      self.addedPlays = addedPlays
    }
  }

  /// Takes the source's ratings and play counts as the truth for the songs it has them for;
  /// a song no record knows yet gets one (keyed by path only: the library fills in its tags).
  /// Songs the source says nothing about keep what is kept here.
  public mutating func adopt(ratings: [String: Int], plays: [String: Int]) {
    var byPath: [String: Int] = [:]
    for (r, song) in songs.enumerated() where byPath[song.key.path] == nil { byPath[song.key.path] = r }
    for path in Set(ratings.keys).union(plays.keys).sorted() {
      let r: Int
      if let known = byPath[path] {
        r = known
      } else {
        songs.append(SongRecord(key: SongKey(path: path, title: "", artist: "", album: "")))
        r = songs.count - 1
        byPath[path] = r
      }
      if let stars = ratings[path] { songs[r].rating = min(SongRecord.maxRating, max(0, stars)) }
      if let count = plays[path] { songs[r].plays = max(0, count) }
    }
  }

  /// What changed since `old` (an earlier version of this data: records are only ever
  /// appended, so a record keeps its position): ratings set and plays counted, per song.
  public func changes(since old: UserData) -> [SongChange] {
    var found: [SongChange] = []
    for (r, song) in songs.enumerated() {
      let before = old.songs.indices.contains(r) ? old.songs[r] : nil
      var change = SongChange(path: song.key.path)
      if let stars = song.rating, stars != before?.rating { change.rating = stars }
      change.addedPlays = max(0, song.plays - (before?.plays ?? 0))
      if change.rating != nil || change.addedPlays > 0 { found.append(change) }
    }
    return found
  }
}
