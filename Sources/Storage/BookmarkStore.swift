import Foundation
import Platform
import WheelCore

/// Where each audiobook and podcast episode was left, at `$XDG_DATA_HOME/ipodtui/bookmarks`:
/// the user's data (it cannot be rebuilt from the music files), so never in the library cache.
/// An unusable file is kept aside as `bookmarks.bak` and the program starts without marks.
/// Used from the UI loop only: it remembers the last write, so it is not `Sendable`.
public final class BookmarkStore {
  public let path: String?
  public let writable: Bool
  private var lastWritten: String?

  /// About 100 bytes a mark: room for far more books and episodes than a library holds.
  public static let sizeLimit = 16 * 1024 * 1024

  public init(path: String?, writable: Bool = true) {
    self.path = path
    self.writable = writable
  }

  public convenience init(xdg: XDGDirectories, writable: Bool = true) {
    self.init(path: xdg.dataDirectory.map { $0 + "/bookmarks" }, writable: writable)
  }

  /// The saved marks (empty when there are none); `problem` says when a file was unusable.
  public func load() -> (bookmarks: Bookmarks, problem: String?) {
    guard let path else { return (Bookmarks(), nil) }
    let bytes: [UInt8]?
    do {
      bytes = try AtomicFile.read(path, limit: Self.sizeLimit)
    } catch {
      bytes = []  // too large, not a file, unreadable: set aside like a broken one
    }
    guard let bytes else { return (Bookmarks(), nil) }
    guard let bookmarks = BookmarkCodec.decode(bytes) else {
      let kept = writable && AtomicFile.moveAside(path)
      return (Bookmarks(), "Audiobook positions unreadable" + (kept ? " (kept as bookmarks.bak)" : ""))
    }
    lastWritten = BookmarkCodec.encode(bookmarks)
    return (bookmarks, nil)
  }

  /// Writes the marks when they changed since the last write.
  public func save(_ bookmarks: Bookmarks) throws {
    guard let path, writable else { return }
    let text = BookmarkCodec.encode(bookmarks)
    guard text != lastWritten else { return }
    try AtomicFile.write(text, to: path)
    lastWritten = text
  }
}
