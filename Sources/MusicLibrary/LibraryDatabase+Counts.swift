/// The albums and artists `ipodtui scan` reports, kept between runs: counting them means
/// loading and indexing every track, which would be most of a rescan that found nothing new.
/// Any change a scan makes forgets them (`markFoldersIncomplete`), so they are only ever read
/// back for the library they were counted on.
extension LibraryDatabase {
  public struct Counts: Equatable, Sendable {
    public var albums: Int
    public var artists: Int

    public init(albums: Int, artists: Int) {
      self.albums = albums
      self.artists = artists
    }
  }

  /// The counts saved since the last change; nil when there are none.
  public func savedCounts() throws -> Counts? {
    guard let text = try meta("counts") else { return nil }
    let numbers = text.split(separator: " ").compactMap { Int($0) }
    guard numbers.count == 2 else { return nil }
    return Counts(albums: numbers[0], artists: numbers[1])
  }

  public func saveCounts(_ counts: Counts) throws {
    try setMeta("counts", "\(counts.albums) \(counts.artists)")
  }

  /// The number of tracks, as `trackCount()` gives it, but read from `meta` when a scan has
  /// counted them since the last change (`markFoldersIncomplete` forgets it): `count(*)` reads
  /// the whole path index, 2 ms at 10,000 songs and 5-30 ms at 100,000, which was a tenth of a
  /// rescan that found nothing new.
  func keptTrackCount() throws -> Int {
    if let text = try meta("tracks"), let kept = Int(text), kept >= 0 { return kept }
    let counted = try trackCount()
    try setMeta("tracks", String(counted))
    return counted
  }
}
