/// What the user did with one song: its rating, how often it was played and skipped, when it
/// was last played and when it first appeared. Times are Unix seconds (the wall clock, which
/// reaches the core in `.wallClock` events).
public struct SongRecord: Equatable, Sendable {
  public var key: SongKey
  /// Stars 0...5 the user set here; nil when never set (the file's own rating tag counts then).
  public var rating: Int?
  public var plays = 0
  public var skips = 0
  public var lastPlayed: Double?
  /// When the song was first seen: the file's modification time then (as iTunes' Date Added
  /// comes from the import). Nil while neither that nor the wall clock was known.
  public var added: Double?

  public init(key: SongKey, rating: Int? = nil, plays: Int = 0, skips: Int = 0, lastPlayed: Double? = nil, added: Double? = nil) {
    self.key = key
    self.rating = rating
    self.plays = plays
    self.skips = skips
    self.lastPlayed = lastPlayed
    self.added = added
  }

  /// The most stars a song can have.
  public static let maxRating = 5
}
