/// Where the listener left each audiobook and podcast episode, as on the iPod: a book resumes
/// at its part and time, an episode at its time. User data (kept in `$XDG_DATA_HOME`), keyed by
/// the book's name and author or the episode's path, so a rebuilt library cache finds them.
public struct Bookmarks: Equatable, Sendable {
  public struct Mark: Equatable, Sendable {
    /// The file to resume in (a book's part).
    public var path: String
    public var seconds: Double
    public init(path: String, seconds: Double) {
      self.path = path
      self.seconds = seconds
    }
  }

  public var marks: [String: Mark] = [:]

  /// The most marks kept: far more books and episodes than a library holds.
  public static let maxMarks = 100_000

  public init(marks: [String: Mark] = [:]) {
    self.marks = marks
  }

  /// The key of the book (audiobook) or episode (podcast) `track` belongs to; case is
  /// ignored in a book's name, as the lists merge "The Hobbit" and "the hobbit".
  public static func key(for track: Track, kind: TrackKind) -> String {
    switch kind {
    case .audiobook:
      let book = SpokenNaming.group(of: track, kind: kind)
      return "book:" + book.name.lowercased() + " / " + book.author.lowercased()
    case .podcast, .music:
      return "episode:" + track.path
    }
  }

  /// Where to start `track` when chosen without a time: its mark when the mark is for this file.
  public func resumePoint(for track: Track, kind: TrackKind) -> Double {
    guard let mark = marks[Self.key(for: track, kind: kind)], mark.path == track.path else { return 0 }
    return mark.seconds
  }
}
