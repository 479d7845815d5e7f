/// Which videos a Videos list shows: one kind, the shows, or one show's episodes (an index
/// into `VideoLibrary.shows`).
public enum VideoList: Hashable, Sendable {
  case movies, musicVideos, tvShows
  case episodes(Int)

  public var title: String {
    switch self {
    case .movies: "Movies"
    case .musicVideos: "Music Videos"
    case .tvShows, .episodes: "TV Shows"
    }
  }
}
