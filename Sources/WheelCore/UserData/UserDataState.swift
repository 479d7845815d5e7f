/// The user's data as the core holds it: the data itself, which record each library track has,
/// and the wall clock the records' dates are read against.
public struct UserDataState: Equatable, Sendable {
  public internal(set) var data = UserData()
  /// Whether the saved data has arrived. Nothing is saved before it has, or an early save
  /// would overwrite the file with less than it holds.
  public internal(set) var loaded = false
  /// Per library track (an index of `LibraryIndex.tracks`): its record in `data.songs`.
  /// `Int32`: one a song, and 4 bytes more each as `Int` (0.4 MB at 100,000 songs).
  var recordOfTrack: [Int32] = []
  /// Per record: its library track, -1 when the song is not in the library loaded now.
  var trackOfRecord: [Int32] = []
  /// Unix time minus the core's time, from the latest wall clock reading (nil before one).
  var wallOffset: Double?
  /// The wall time the smart playlists were last computed at (they age: "last 14 days").
  var listsBuiltAt: Double?
  /// A rating waiting to be written into its file until that song stops playing (rewriting
  /// a tag can move the audio under the decoder).
  public internal(set) var pendingRatingTag: RatingTag?
  /// Why ratings cannot be changed (the source keeps them and cannot write), nil when they can.
  public internal(set) var ratingsReadOnly: String?

  public init() {}

  /// The record of a library track, when it has one.
  func record(ofTrack track: Int32) -> Int? {
    let r = Int(recordOfTrack[safe: Int(track)] ?? -1)
    return data.songs.indices.contains(r) ? r : nil
  }

  /// The library tracks of records, leaving out those not in the library now.
  func tracks(ofRecords records: [Int]) -> [Int32] {
    records.compactMap { r in
      let t = trackOfRecord[safe: r] ?? -1
      return t >= 0 ? t : nil
    }
  }

  /// A rating to put in a song's file, when Settings > Rating Tags allows it.
  public struct RatingTag: Equatable, Sendable {
    public var track: Track
    public var stars: Int
  }
}
