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

  /// What a source was last told of each song: its rating and its plays, by record. Five
  /// bytes a record, where keeping the whole earlier data (as the sync once did) held a second
  /// array of every record once the core's copy changed: 9.6 MB at 100,000 songs.
  public struct Tally: Equatable, Sendable {
    /// Stars, -1 for none set.
    fileprivate var ratings: [Int8]
    fileprivate var plays: [Int32]
  }

  /// This data's ratings and plays, to compare a later version with.
  public var tally: Tally {
    Tally(
      ratings: songs.map { $0.rating.map { Int8(clamping: $0) } ?? -1 }, plays: songs.map { Int32(clamping: $0.plays) })
  }

  /// What changed since `old` (an earlier version of this data: records are only ever
  /// appended, so a record keeps its position): ratings set and plays counted, per song.
  public func changes(since old: UserData) -> [SongChange] { changes(since: old.tally) }

  /// What changed since the data whose tally `old` is.
  public func changes(since old: Tally) -> [SongChange] {
    var found: [SongChange] = []
    for r in songs.indices {
      let known = r < old.plays.count
      let rating = songs[r].rating
      var change = SongChange(path: songs[r].key.path)
      if let stars = rating, !known || Int(old.ratings[r]) != stars { change.rating = stars }
      change.addedPlays = max(0, songs[r].plays - (known ? Int(old.plays[r]) : 0))
      if change.rating != nil || change.addedPlays > 0 { found.append(change) }
    }
    return found
  }
}
