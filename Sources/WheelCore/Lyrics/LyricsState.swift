/// The lyrics of the song playing: asked for when the song changes, kept until the next one.
public struct LyricsState: Equatable, Sendable {
  /// The song they belong to (nil: nothing playing).
  public internal(set) var path: String?
  /// nil while loading or when the song has none.
  public internal(set) var lyrics: Lyrics?
  /// For plain lyrics: the first wrapped row shown (the wheel scrolls it).
  public internal(set) var scroll = 0

  public init() {}

  /// Whether the song playing has lyrics to show (the center's cycle offers the page then).
  public func has(for path: String?) -> Bool { path != nil && path == self.path && lyrics != nil }
}
