/// Makes the tracks a loader builds share their album's text: every track whose folder, artist,
/// album, album artist, composer, genre and sort tags are equal points at one `TrackTags`, and
/// each distinct name is one string however many albums carry it. Loaders (the cache's, MPD's) pass
/// every track through one interner; at 100,000 songs this is the difference between a copy of
/// the album's names per song and one per album.
///
/// Tracks arrive album by album in every loader, so the previous track's tags are tried first:
/// most tracks cost one comparison, not a hash of eight strings.
public struct TrackInterner {
  private var tags: Set<TrackTags> = [.none]
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
    var fields = own.fields
    for name in [\TrackTags.Fields.folder, \.artist, \.album, \.albumArtist, \.composer, \.genre] {
      fields[keyPath: name] = strings.insert(fields[keyPath: name]).memberAfterInsert
    }
    for name in [\TrackTags.Fields.artistSort, \.albumArtistSort, \.composerSort] where !fields[keyPath: name].isEmpty {
      fields[keyPath: name] = strings.insert(fields[keyPath: name]).memberAfterInsert
    }
    last = TrackTags(fields)
    tags.insert(last)
    return last
  }
}
