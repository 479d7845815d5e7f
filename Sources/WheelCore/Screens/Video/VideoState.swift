/// Videos: the library the Videos menu lists and the one video playing.
public struct VideoState: Equatable, Sendable {
  public internal(set) var library = VideoLibrary()
  public internal(set) var player = VideoPlayerState()

  public init() {}
}
