/// One video file as the Videos menu lists it: its title, its kind, and for TV shows the show,
/// season and episode (from tags, else from its folders and name; see `VideoNaming`).
public struct VideoItem: Equatable, Sendable {
  public var path: String
  public var title: String
  public var kind: VideoKind
  /// A music video's artist (empty when unknown).
  public var artist: String
  /// A TV episode's show, a podcast episode's podcast (empty for other kinds).
  public var show: String
  public var season: Int
  public var episode: Int
  /// Seconds; 0 when the container does not say.
  public var duration: Double

  public init(
    path: String, title: String, kind: VideoKind, artist: String = "", show: String = "", season: Int = 0,
    episode: Int = 0, duration: Double = 0
  ) {
    self.path = path
    self.title = title
    self.kind = kind
    self.artist = artist
    self.show = show
    self.season = season
    self.episode = episode
    self.duration = duration
  }
}
