/// iTunes' default smart playlists, as rules over what the user data knows of each song. They
/// are recomputed whenever that changes (a play counts, a rating is set, the library reloads),
/// so they fill as you listen.
public enum SmartPlaylist: String, CaseIterable, Hashable, Sendable {
  case nineties, topRated, recentlyAdded, recentlyPlayed, mostPlayed

  public var name: String {
    switch self {
    case .nineties: "90's Music"
    case .topRated: "My Top Rated"
    case .recentlyAdded: "Recently Added"
    case .recentlyPlayed: "Recently Played"
    case .mostPlayed: "Top 25 Most Played"
    }
  }

  /// "In the last 14 days", as iTunes' defaults say.
  public static let recentSeconds = 14 * 86_400.0
  /// Top 25 Most Played keeps this many.
  public static let mostPlayedLimit = 25

  /// What a rule looks at for one song.
  public struct Facts: Equatable, Sendable {
    public var year: Int
    /// Stars: the user's, else the file's tag.
    public var rating: Int
    public var plays: Int
    public var lastPlayed: Double?
    public var added: Double?

    public init(year: Int = 0, rating: Int = 0, plays: Int = 0, lastPlayed: Double? = nil, added: Double? = nil) {
      self.year = year
      self.rating = rating
      self.plays = plays
      self.lastPlayed = lastPlayed
      self.added = added
    }
  }

  /// Whether a song belongs, at wall time `now` (nil: unknown, so nothing is "recent").
  public func includes(_ f: Facts, now: Double?) -> Bool {
    switch self {
    case .nineties: return (1990...1999).contains(f.year)
    case .topRated: return f.rating >= 4
    case .recentlyAdded: return Self.recent(f.added, now: now)
    case .recentlyPlayed: return Self.recent(f.lastPlayed, now: now)
    case .mostPlayed: return f.plays > 0
    }
  }

  /// Within the last 14 days, the boundary included; a date in the future counts as recent.
  static func recent(_ time: Double?, now: Double?) -> Bool {
    guard let time, let now else { return false }
    return time >= now - recentSeconds
  }

  /// The members of `songs` (given in the Songs list's order, which ties keep), in the
  /// playlist's own order: newest first for the recent ones, most played first (then most
  /// recently played) for the top 25.
  public func members(of songs: [Int32], facts: (Int32) -> Facts, now: Double?) -> [Int32] {
    let found = songs.map { ($0, facts($0)) }.filter { includes($0.1, now: now) }
    switch self {
    case .nineties, .topRated:
      return found.map(\.0)
    case .recentlyAdded:
      return Self.stableSorted(found) { ($0.added ?? 0) > ($1.added ?? 0) }
    case .recentlyPlayed:
      return Self.stableSorted(found) { ($0.lastPlayed ?? 0) > ($1.lastPlayed ?? 0) }
    case .mostPlayed:
      let sorted = Self.stableSorted(found) {
        $0.plays != $1.plays ? $0.plays > $1.plays : ($0.lastPlayed ?? 0) > ($1.lastPlayed ?? 0)
      }
      return Array(sorted.prefix(Self.mostPlayedLimit))
    }
  }

  private static func stableSorted(_ items: [(Int32, Facts)], by before: (Facts, Facts) -> Bool) -> [Int32] {
    items.enumerated().sorted { a, b in
      if before(a.element.1, b.element.1) { return true }
      if before(b.element.1, a.element.1) { return false }
      return a.offset < b.offset
    }.map(\.element.0)
  }
}
