/// What the core keeps about spoken word: the bookmarks, the chapters read so far, and what
/// has been handed to the adapters (the speed the engine plays at, the last bookmark save).
public struct SpokenState: Equatable, Sendable {
  public internal(set) var bookmarks = Bookmarks()
  /// Chapters by file path, once read (an empty list: the file has none).
  public internal(set) var chapters: [String: [Chapter]] = [:]
  /// Files whose chapters were asked for and have not arrived.
  var pendingChapters: Set<String> = []
  /// The rate last sent to the engine (the engine starts at 1).
  var sentSpeed = 1.0
  /// Bookmarks changed since the last save.
  var unsaved = false
  var lastSave = -Double.infinity

  /// How often bookmarks go to disk while spoken word plays (and at every pause, seek, stop).
  public static let saveInterval = 5.0
  /// A mark this close to the end of a file is "finished": the next play starts at the top.
  public static let finishedMargin = 10.0

  public init() {}
}
