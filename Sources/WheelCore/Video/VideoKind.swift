/// What the Videos menu files a video under, as the iPod's Videos menu does.
public enum VideoKind: String, CaseIterable, Sendable {
  case movie, musicVideo, tvShow
  /// A video podcast's episode (Videos > Video Podcasts).
  case podcast

  /// The iTunes media kind (MP4 `stik`, which FFmpeg exports as `media_type`): 6 is a music
  /// video, 9 a movie, 10 a TV show, 21 a podcast. Other kinds (music, audiobooks) say nothing
  /// about video.
  public init?(mediaType: Int) {
    switch mediaType {
    case 6: self = .musicVideo
    case 9: self = .movie
    case 10: self = .tvShow
    case 21: self = .podcast
    default: return nil
    }
  }

  /// A folder named after a kind files what it holds under that kind ("Movies", "Music Videos",
  /// "TV Shows", "Podcasts"), whatever the case, so a folder tree without tags still sorts itself.
  public init?(folderName: String) {
    switch folderName.lowercased() {
    case "movies", "films", "movie", "film": self = .movie
    case "music videos", "music video", "musicvideos", "music-videos": self = .musicVideo
    case "tv shows", "tv show", "tvshows", "tv", "tv-shows", "series": self = .tvShow
    case "podcasts", "podcast", "video podcasts", "video podcast": self = .podcast
    default: return nil
    }
  }

  /// The kind from what is known about a file: its media-kind tag first, then a show name in
  /// its tags, then the nearest folder named after a kind; a movie when nothing says otherwise.
  /// (A podcast's show name is its podcast's name: only the media kind or a folder makes one.)
  /// `folders` are the folder names between the videos folder and the file, outermost first.
  public static func classify(mediaType: Int?, show: String, folders: [String]) -> VideoKind {
    if let mediaType, let kind = VideoKind(mediaType: mediaType) { return kind }
    if !show.isEmpty { return .tvShow }
    for name in folders.reversed() { if let kind = VideoKind(folderName: name) { return kind } }
    return .movie
  }
}
