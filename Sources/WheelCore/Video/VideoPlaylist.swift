/// A playlist file of the videos folder (`.m3u`, `.m3u8`) as the adapter read it: its name (the
/// file's, without the extension) and its entries as absolute paths, in the file's order.
/// Which of them are videos the Videos menu has is for `VideoLibrary` to say.
public struct VideoPlaylist: Equatable, Sendable {
  public var name: String
  public var paths: [String]

  public init(name: String, paths: [String]) {
    self.name = name
    self.paths = paths
  }
}
