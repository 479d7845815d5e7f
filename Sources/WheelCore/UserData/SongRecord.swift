/// What the user did with one song: its rating, how often it was played and skipped, when it
/// was last played and when it first appeared. Times are Unix seconds (the wall clock, which
/// reaches the core in `.wallClock` events).
public struct SongRecord: Equatable, Sendable {
  public var key: SongKey
  // One record per song ever seen (100,000 in a big library): the numbers are stored small,
  // "never" as NaN or -1 rather than as optionals, which would pad each to 16 bytes. `plays`
  // comes first: the key is 28 bytes, and a 4-byte field fills the gap before the doubles
  // (56 bytes a record, where the doubles first made 64).
  @Narrow<Int32> public var plays = 0
  private var storedLastPlayed = Double.nan
  private var storedAdded = Double.nan
  @Narrow<Int32> public var skips = 0
  private var storedRating: Int8 = -1

  /// Stars 0...5 the user set here; nil when never set (the file's own rating tag counts then).
  public var rating: Int? {
    get { storedRating < 0 ? nil : Int(storedRating) }
    set { storedRating = newValue.map { Int8(clamping: $0) } ?? -1 }
  }
  public var lastPlayed: Double? {
    get { storedLastPlayed.isNaN ? nil : storedLastPlayed }
    set { storedLastPlayed = newValue ?? .nan }
  }
  /// When the song was first seen: the file's modification time then (as iTunes' Date Added
  /// comes from the import). Nil while neither that nor the wall clock was known.
  public var added: Double? {
    get { storedAdded.isNaN ? nil : storedAdded }
    set { storedAdded = newValue ?? .nan }
  }

  public init(
    key: SongKey, rating: Int? = nil, plays: Int = 0, skips: Int = 0, lastPlayed: Double? = nil, added: Double? = nil
  ) {
    self.key = key
    self.rating = rating
    self.plays = plays
    self.skips = skips
    self.lastPlayed = lastPlayed
    self.added = added
  }

  /// NaN is never equal to itself: "never" must equal "never".
  public static func == (a: SongRecord, b: SongRecord) -> Bool {
    a.key == b.key && a.rating == b.rating && a.plays == b.plays && a.skips == b.skips
      && a.lastPlayed == b.lastPlayed && a.added == b.added
  }

  /// The most stars a song can have.
  public static let maxRating = 5
}
