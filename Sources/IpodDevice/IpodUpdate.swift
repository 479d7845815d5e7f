/// What listening here changed about one of the iPod's songs since the database was last read
/// or written: a new rating, plays and skips to add, and when the last of each happened.
public struct IpodUpdate: Equatable, Sendable {
  /// The song's position in `IpodDatabase.songs`.
  public var song: Int
  /// Stars to set; nil leaves the iPod's rating as it is.
  public var stars: Int?
  public var addedPlays = 0
  public var addedSkips = 0
  /// Unix seconds.
  public var lastPlayed: Double?
  public var lastSkipped: Double?

  public init(
    song: Int, stars: Int? = nil, addedPlays: Int = 0, addedSkips: Int = 0, lastPlayed: Double? = nil,
    lastSkipped: Double? = nil
  ) {
    self.song = song
    self.stars = stars
    self.addedPlays = addedPlays
    self.addedSkips = addedSkips
    self.lastPlayed = lastPlayed
    self.lastSkipped = lastSkipped
  }

  /// Whether it would change anything.
  public var isEmpty: Bool { stars == nil && addedPlays == 0 && addedSkips == 0 }
}
