/// The playlists the user's data makes, as library indices the menus and the player read like
/// any other song list: On-The-Go, the saved ones, the smart ones. Derived: the core rebuilds
/// them whenever the data or the library changes (`AppState.refreshUserLists`).
public struct UserLists: Equatable, Sendable {
  public var onTheGo: [Int32] = []
  public var saved: [PlaylistInfo] = []
  public var smart: [SmartPlaylist: [Int32]] = [:]

  public init() {}
}
