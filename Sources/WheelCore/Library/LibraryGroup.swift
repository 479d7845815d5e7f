/// One row of a browse list that opens onto songs: an artist, an album, a genre, a composer.
///
/// `tracks` are indices into `LibraryIndex.tracks`, already in play order, and `children` are
/// the next level (an artist's albums, a genre's artists), so row i of any list is an array
/// subscript, whatever the size of the library.
public struct LibraryGroup: Equatable, Sendable {
  /// The name shown in the list ("Unknown Artist" for a missing tag).
  public let name: String
  /// A second line where the iPod shows one: an album's artist; empty otherwise.
  public let detail: String
  /// Every song of the group, in play order (album, disc, track number, title).
  public let tracks: [Int32]
  /// The next level down; empty for albums and composers.
  public let children: [LibraryGroup]

  public init(name: String, detail: String = "", tracks: [Int32], children: [LibraryGroup] = []) {
    self.name = name
    self.detail = detail
    self.tracks = tracks
    self.children = children
  }
}
