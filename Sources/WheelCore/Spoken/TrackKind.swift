/// What a file is to the Music menu: a song, or spoken word that the iPod keeps apart (out of
/// Songs, Artists, Albums, Genres, Compilations, Cover Flow and Shuffle Songs) under Audiobooks
/// and Podcasts.
public enum TrackKind: Equatable, Sendable {
  case music, audiobook, podcast

  public var isSpoken: Bool { self != .music }

  /// The rules, strongest first:
  /// 1. the genre: "Audiobook(s)", "Audio Book(s)", "Books & Spoken" (iTunes' own genre for
  ///    them) make an audiobook; "Podcast(s)" a podcast. "Spoken Word" is deliberately not
  ///    one of them: the music stores file comedy albums and poetry under it, and iTunes keeps
  ///    those in Music;
  /// 2. a folder on the path named "Audiobooks"/"Audiobook"/"Audio Books" or
  ///    "Podcasts"/"Podcast" (case ignored; the file's own name does not count);
  /// 3. the `.m4b` extension (MPEG-4 audiobook), case ignored.
  public static func classify(path: String, genre: String) -> TrackKind {
    let genreBytes = trimmed(genre.utf8[...])
    if matches(genreBytes, audiobookGenres) { return .audiobook }
    if matches(genreBytes, podcastNames) { return .podcast }
    if let kind = folderKind(path) { return kind }
    return path.utf8.count > 4 && matches(path.utf8.suffix(4), [Array(".m4b".utf8)]) ? .audiobook : .music
  }

  /// The kind a folder on the path names. Walks the bytes once, comparing in place: this runs
  /// for every track of the library at every start (100,000 of them in a big one).
  static func folderKind(_ path: String) -> TrackKind? {
    var utf8 = path.utf8[...]
    while let slash = utf8.firstIndex(of: 0x2F) {
      let rest = utf8[utf8.index(after: slash)...]
      guard let end = rest.firstIndex(of: 0x2F) else { return nil }  // the last part is the file
      let folder = trimmed(rest[..<end])
      if matches(folder, audiobookFolders) { return .audiobook }
      if matches(folder, podcastNames) { return .podcast }
      utf8 = rest[end...]
    }
    return nil
  }

  private static let audiobookGenres = names(
    "audiobook", "audiobooks", "audio book", "audio books", "books & spoken", "books and spoken")
  private static let audiobookFolders = names("audiobooks", "audiobook", "audio books", "audio book")
  private static let podcastNames = names("podcast", "podcasts")

  private static func names(_ list: String...) -> [[UInt8]] { list.map { Array($0.utf8) } }

  /// Whether `text` equals one of `names` (lower-case ASCII), ASCII case ignored.
  private static func matches(_ text: Substring.UTF8View, _ names: [[UInt8]]) -> Bool {
    names.contains { name in
      name.count == text.count
        && zip(name, text).allSatisfy { a, b in (0x41...0x5A).contains(b) ? b | 0x20 == a : b == a }
    }
  }

  /// Without the spaces around it.
  private static func trimmed(_ text: Substring.UTF8View) -> Substring.UTF8View {
    var text = text
    while text.first == 0x20 { text = text.dropFirst() }
    while text.last == 0x20 { text = text.dropLast() }
    return text
  }

  public static func classify(_ track: Track) -> TrackKind { classify(path: track.path, genre: track.genre) }
}
