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
    switch normalized(genre) {
    case "audiobook", "audiobooks", "audio book", "audio books", "books & spoken", "books and spoken":
      return .audiobook
    case "podcast", "podcasts":
      return .podcast
    default: break
    }
    if let kind = folderKind(path) { return kind }
    return path.utf8.count > 4 && normalized(path.suffix(4)) == ".m4b" ? .audiobook : .music
  }

  /// The kind a folder on the path names. Walks the bytes once and folds only folder names
  /// that start with "a" or "p" and are short enough, since this runs for every track.
  static func folderKind(_ path: String) -> TrackKind? {
    var utf8 = path.utf8[...]
    while let slash = utf8.firstIndex(of: 0x2F) {
      let rest = utf8[utf8.index(after: slash)...]
      guard let end = rest.firstIndex(of: 0x2F) else { return nil }  // the last part is the file
      let folder = rest[..<end]
      if let first = folder.first, first | 0x20 == 0x61 || first | 0x20 == 0x70, folder.count <= 11 {
        switch normalized(String(decoding: folder, as: UTF8.self)) {
        case "audiobooks", "audiobook", "audio books", "audio book": return .audiobook
        case "podcasts", "podcast": return .podcast
        default: break
        }
      }
      utf8 = rest[end...]
    }
    return nil
  }

  public static func classify(_ track: Track) -> TrackKind { classify(path: track.path, genre: track.genre) }

  /// Lower-cased ASCII letters, surrounding spaces dropped; names longer than any rule's are
  /// not worth folding (most genres and folders are, so this stays cheap on a big library).
  private static func normalized(_ text: some StringProtocol) -> String {
    guard text.utf8.count <= 20 else { return "" }
    return String(String(text).trimmingSpaces.lowercased())
  }
}
