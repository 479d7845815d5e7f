/// Which videos a Videos list shows: one kind, the shows, or one show's episodes (an index
/// into `VideoLibrary.shows`); the video podcasts, or one podcast's episodes (an index into
/// `VideoLibrary.podcasts`).
public enum VideoList: Hashable, Sendable {
  case movies, musicVideos, tvShows
  case episodes(Int)
  case videoPodcasts
  case podcastEpisodes(Int)
  /// The video playlists, and one playlist's videos (an index into `VideoLibrary.playlists`).
  case videoPlaylists
  case videoPlaylist(Int)
  /// Video Settings: not videos, but the settings of how they play (`VideoSettings`).
  case settings

  public var title: String {
    switch self {
    case .movies: "Movies"
    case .musicVideos: "Music Videos"
    case .tvShows, .episodes: "TV Shows"
    case .videoPodcasts, .podcastEpisodes: "Video Podcasts"
    case .settings: "Video Settings"
    case .videoPlaylists, .videoPlaylist: "Video Playlists"
    }
  }
}
