/// What a video file's container says about it (FFmpeg's metadata: MP4 `©nam`, `©ART`, `tvsh`,
/// `tvsn`, `tves`, `stik`; Matroska's TITLE, ARTIST, SHOW…), before any guessing from its name.
public struct VideoTags: Equatable, Sendable {
  public var title = ""
  public var artist = ""
  public var show = ""
  public var season: Int?
  public var episode: Int?
  /// The iTunes media kind (`stik`), when present.
  public var mediaType: Int?
  public var duration = 0.0

  public init(
    title: String = "", artist: String = "", show: String = "", season: Int? = nil, episode: Int? = nil,
    mediaType: Int? = nil, duration: Double = 0
  ) {
    self.title = title
    self.artist = artist
    self.show = show
    self.season = season
    self.episode = episode
    self.mediaType = mediaType
    self.duration = duration
  }
}
