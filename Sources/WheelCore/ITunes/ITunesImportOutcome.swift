/// What merging an iTunes library changed in the user data, by playlist name.
public struct ITunesImportOutcome: Equatable, Sendable {
  /// The names the new saved playlists were given.
  public var playlists: [String] = []
  /// iTunes playlists none of whose songs are in the library: not added.
  public var emptyPlaylists: [String] = []
  /// iTunes playlists already saved with the same songs (an earlier import): not added again.
  public var alreadyThere: [String] = []
  /// Song records whose rating, counts or dates changed.
  public var songsChanged = 0

  public init() {}
}
