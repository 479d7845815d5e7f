/// A playlist made in the program (a saved On-The-Go): a name and songs, as positions in
/// `UserData.songs`, so it outlives rescans and a rebuilt library cache.
public struct SavedPlaylist: Equatable, Sendable {
  public var name: String
  public var songs: [Int]

  public init(name: String, songs: [Int]) {
    self.name = name
    self.songs = songs
  }
}
