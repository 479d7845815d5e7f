/// Which book or show a spoken-word track belongs to: the one rule the Audiobooks and Podcasts
/// lists group by and the bookmarks are keyed by, so a saved position finds its book again.
enum SpokenNaming {
  /// A book is its album (by its author); a file without an album tag is a book of its own,
  /// named by its title. A podcast show is its album, else its artist.
  static func group(of track: Track, kind: TrackKind) -> (name: String, author: String) {
    let known = LibraryIndexBuilder.known
    let author = known(track.albumArtist) ?? known(track.artist) ?? ""
    let fallback = kind == .audiobook ? known(track.title) : (author.isEmpty ? nil : author)
    return (known(track.album) ?? fallback ?? LibraryIndex.unknownAlbum, author)
  }
}
