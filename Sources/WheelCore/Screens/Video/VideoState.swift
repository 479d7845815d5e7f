/// Videos: the library the Videos menu lists and the one video playing.
public struct VideoState: Equatable, Sendable {
  public internal(set) var library = VideoLibrary()
  /// The playlist files as listed, kept to file the videos anew when they are listed again.
  public internal(set) var playlists: [VideoPlaylist] = []
  public internal(set) var player = VideoPlayerState()

  public init() {}
}
