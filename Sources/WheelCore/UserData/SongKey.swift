/// How the user's data finds a song again: by its path, and by its tags when the path changed
/// (a file moved or renamed keeps its title, artist and album). Library ids are not used: they
/// belong to the rebuildable cache and change when it is rebuilt.
public struct SongKey: Hashable, Sendable {
  public var path: String
  public var title: String
  public var artist: String
  public var album: String

  public init(path: String, title: String, artist: String, album: String) {
    self.path = path
    self.title = title
    self.artist = artist
    self.album = album
  }

  public init(_ track: Track) {
    self.init(path: track.path, title: track.title, artist: track.artist, album: track.album)
  }

  /// The tags alone; nil when the song has no title, since "untitled" would match anything.
  var tags: Tags? {
    title.isEmpty ? nil : Tags(title: title, artist: artist, album: album)
  }

  struct Tags: Hashable {
    var title: String
    var artist: String
    var album: String
  }
}
