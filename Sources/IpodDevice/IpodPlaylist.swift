/// A playlist of the iPod's, its songs as positions in `IpodDatabase.songs`. The master
/// playlist (every song) and the special Podcasts and Audiobooks lists are not among them: the
/// library shows those songs in Music > Podcasts and Audiobooks.
public struct IpodPlaylist: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case standard
    /// A smart playlist, its songs as the database last had them evaluated.
    case smart
    /// An On-The-Go list the iPod made itself (libgpod reads its `OTGPlaylistInfo` files).
    case onTheGo
  }

  public var name: String
  public var kind: Kind
  public var songs: [Int]

  public init(name: String, kind: Kind, songs: [Int]) {
    self.name = name
    self.kind = kind
    self.songs = songs
  }
}
