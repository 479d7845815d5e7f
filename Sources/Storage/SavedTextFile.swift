import Foundation
import Platform

/// One small text file of the user's, read once at start and rewritten while the program runs
/// (the resume point, the audiobook bookmarks): read within a size limit, set aside as `.bak`
/// when it cannot be decoded (never overwritten unseen), and written atomically only when its
/// text changed since it was last read or written, so an idle program does not touch the disk.
/// Used from the UI loop only: it remembers the last write, so it is not `Sendable`.
final class SavedTextFile {
  let path: String?
  let writable: Bool
  let sizeLimit: Int
  private var lastWritten: String?

  /// What loading found.
  enum Loaded<Value> {
    /// No file (or no place for one): start without.
    case none
    case value(Value)
    /// A file that could not be used; `keptAside` when it was moved to `NAME.bak`.
    case unreadable(keptAside: Bool)
  }

  init(path: String?, writable: Bool, sizeLimit: Int) {
    self.path = path
    self.writable = writable
    self.sizeLimit = sizeLimit
  }

  /// Reads and decodes the file; `encode` gives the text a later unchanged save would write.
  func load<Value>(decode: ([UInt8]) -> Value?, encode: (Value) -> String) -> Loaded<Value> {
    guard let path else { return .none }
    let bytes: [UInt8]?
    do {
      bytes = try AtomicFile.read(path, limit: sizeLimit)
    } catch {
      bytes = []  // too large, not a file, unreadable: set aside like a broken one
    }
    guard let bytes else { return .none }
    guard let value = decode(bytes) else { return .unreadable(keptAside: writable && AtomicFile.moveAside(path)) }
    lastWritten = encode(value)
    return .value(value)
  }

  /// Writes `text` when it differs from the last read or write; nil removes the file.
  func save(_ text: String?) throws {
    guard let path, writable, text != lastWritten else { return }
    if let text {
      try AtomicFile.write(text, to: path)
    } else {
      unlink(path)
    }
    lastWritten = text
  }
}
