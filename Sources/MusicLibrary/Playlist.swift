import WheelCore

/// A playlist found in the library (an .m3u/.m3u8 file), resolved to track ids.
public struct Playlist: Equatable, Sendable {
  /// The file name without its extension.
  public let name: String
  public let path: RawPath
  /// Ids of `Track`s, in playlist order; entries not in the library are left out.
  public let trackIDs: [Int64]

  public init(name: String, path: RawPath, trackIDs: [Int64]) {
    self.name = name
    self.path = path
    self.trackIDs = trackIDs
  }
}

/// A playlist entry that names no file of the library.
public struct MissingPlaylistEntry: Equatable, Sendable {
  public let playlist: String
  /// The line as written in the playlist.
  public let entry: String

  public init(playlist: String, entry: String) {
    self.playlist = playlist
    self.entry = entry
  }
}
