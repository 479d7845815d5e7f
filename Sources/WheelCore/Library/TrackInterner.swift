/// Makes the tracks a loader builds share their album's text: every track whose folder, artist,
/// album, album artist, composer, genre and sort tags are equal points at one `TrackTags`, and
/// each distinct name is one string however many albums carry it. Loaders (the cache's, MPD's) pass
/// every track through one interner; at 100,000 songs this is the difference between a copy of
/// the album's names per song and one per album.
///
/// Tracks arrive album by album in every loader, so the previous track's tags are tried first:
/// most tracks cost one comparison, not a hash of eight strings. A new set whose album part
/// (folder, album, album artist, genre, sort tags) was seen shares that part too.
public struct TrackInterner {
  private var tags: Set<TrackTags> = [.none]
  private var albums: Set<TrackTags.AlbumPart> = [TrackTags.none.albumPart]
  private var strings: Set<String> = []
  private var last = TrackTags.none

  public init() {}

  /// Gives `track` the shared tags equal to its own (adding them when new).
  public mutating func intern(_ track: inout Track) {
    track.shareTags { own in shared(own) }
  }

  private mutating func shared(_ own: TrackTags) -> TrackTags {
    if own == last { return last }
    if let found = tags.firstIndex(of: own) {
      last = tags[found]
      return last
    }
    let album: TrackTags.AlbumPart
    if let found = albums.firstIndex(of: own.albumPart) {
      album = albums[found]
    } else {
      album = TrackTags.AlbumPart(own.fields) { Self.name(&strings, $0) }
      albums.insert(album)
    }
    let artist = Self.name(&strings, own.artist)
    last = TrackTags(albumPart: album, artist: artist, composer: Self.name(&strings, own.composer))
    tags.insert(last)
    return last
  }

  /// The one copy of `text` (empty strings need none: they hold no storage).
  private static func name(_ strings: inout Set<String>, _ text: String) -> String {
    text.isEmpty ? text : strings.insert(text).memberAfterInsert
  }
}
