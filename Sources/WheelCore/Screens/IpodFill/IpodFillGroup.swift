/// Settings > Fill iPod's lists beyond On-The-Go, grouped as the iPod's Music menu groups them.
public enum IpodFillGroup: Hashable, Sendable, CaseIterable {
  case playlists, albums, artists

  var title: String {
    switch self {
    case .playlists: "Playlists"
    case .albums: "Albums"
    case .artists: "Artists"
    }
  }
}
