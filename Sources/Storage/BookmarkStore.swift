import Foundation
import Platform
import WheelCore

/// Where each audiobook and podcast episode was left, at `$XDG_DATA_HOME/ipodtui/bookmarks`:
/// the user's data (it cannot be rebuilt from the music files), so never in the library cache.
/// An unusable file is kept aside as `bookmarks.bak` and the program starts without marks; a
/// newer version's file is read as far as it goes and left alone.
/// Used from the UI loop only: it remembers the last write, so it is not `Sendable`.
public final class BookmarkStore {
  private let file: SavedTextFile
  public var path: String? { file.path }
  public var writable: Bool { file.writable }

  /// About 100 bytes a mark: room for far more books and episodes than a library holds.
  public static let sizeLimit = 16 * 1024 * 1024

  public init(path: String?, writable: Bool = true) {
    file = SavedTextFile(path: path, writable: writable, sizeLimit: Self.sizeLimit)
  }

  public convenience init(xdg: XDGDirectories, writable: Bool = true) {
    self.init(path: xdg.dataDirectory.map { $0 + "/bookmarks" }, writable: writable)
  }

  /// The saved marks (empty when there are none); `problem` says when a file was unusable.
  public func load() -> (bookmarks: Bookmarks, problem: String?) {
    switch file.load(read: BookmarkCodec.read, encode: BookmarkCodec.encode) {
    case .none: return (Bookmarks(), nil)
    case .value(let bookmarks): return (bookmarks, nil)
    case .newer(let bookmarks, let version):
      return (
        bookmarks ?? Bookmarks(), "Audiobook positions are from a newer ipodtui (version \(version)); not saving them"
      )
    case .unreadable(_, let kept):
      return (Bookmarks(), "Audiobook positions unreadable" + (kept ? " (kept as bookmarks.bak)" : ""))
    }
  }

  /// Writes the marks when they changed since the last write.
  public func save(_ bookmarks: Bookmarks) throws {
    try file.save(BookmarkCodec.encode(bookmarks))
  }
}
