/// What `ipodtui import-itunes` reads from an `iTunes Library.xml` (or the Music app's export,
/// the same property list): the tracks with their history, and the user's playlists.
public struct ITunesLibrary: Equatable, Sendable {
  public var tracks: [ITunesTrack]
  public var playlists: [ITunesPlaylist]
  /// Playlists left out: the library itself, the kinds iTunes keeps, folders.
  public var skippedPlaylists: Int

  public struct Failure: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  public init(tracks: [ITunesTrack], playlists: [ITunesPlaylist] = [], skippedPlaylists: Int = 0) {
    self.tracks = tracks
    self.playlists = playlists
    self.skippedPlaylists = skippedPlaylists
  }

  /// Reads the property list's `Tracks` (a dictionary by id) and `Playlists`. Tracks come in
  /// the order of their ids, so that what is printed does not depend on hashing.
  public init(plist: PlistValue) throws(Failure) {
    guard case .dictionary(let root) = plist, case .dictionary(let entries) = root["Tracks"] else {
      throw Failure(description: "not an iTunes library (no Tracks dictionary)")
    }
    tracks = entries.values.compactMap(ITunesTrack.init).sorted { $0.id < $1.id }
    playlists = []
    skippedPlaylists = 0
    if case .array(let lists) = root["Playlists"] {
      for list in lists {
        if let playlist = ITunesPlaylist(list) { playlists.append(playlist) } else { skippedPlaylists += 1 }
      }
    }
  }
}
