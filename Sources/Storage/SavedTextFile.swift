import Foundation
import Platform
import WheelCore

/// One small text file of the user's (the settings, the resume point, the audiobook
/// bookmarks), read once at start and rewritten while the program runs: read within a size
/// limit, set aside as `.bak` when it cannot be decoded (never overwritten unseen), left alone
/// for good when a newer ipodtui wrote it, and written atomically only when its text changed
/// since it was last read or written, so an idle program does not touch the disk. A file of an
/// older version is written in the current one at the next save.
/// Used from the UI loop only: it remembers the last write, so it is not `Sendable`.
final class SavedTextFile {
  let path: String?
  let writable: Bool
  let sizeLimit: Int
  private var lastWritten: String?
  /// Set when the file read is of an older version: the next save writes even unchanged values.
  private(set) var migrating = false
  /// The file on disk as last read or written, for a journal that follows it.
  private(set) var mark: SavedJournalMark?
  /// Every byte written to the file (the benchmark's figure).
  private(set) var bytesWritten = 0
  /// Set when the file is from a newer version: nothing is written over it.
  private(set) var keptForNewerVersion = false

  /// What loading found.
  enum Loaded<Value> {
    /// No file (or no place for one): start without.
    case none
    case value(Value)
    /// A file of a newer version: what of it this version could use (nil: nothing); the file
    /// is left as it is and never written.
    case newer(Value?, version: Int)
    /// A file that could not be used, why, and whether it was moved to `NAME.bak`.
    case unreadable(why: String, keptAside: Bool)
  }

  init(path: String?, writable: Bool, sizeLimit: Int) {
    self.path = path
    self.writable = writable
    self.sizeLimit = sizeLimit
  }

  /// Reads the file with `read`. A file of this version or an older one is used only when
  /// whole and good and `accept` takes its value (else it is set aside, `why` saying what was
  /// wrong); a newer file gives whatever `accept` takes of what could be read. `encode` gives
  /// the text a later unchanged save would write.
  func load<Value>(
    read: ([UInt8]) -> SavedReading<Value>, accept: (Value) -> Value? = { $0 },
    why: (SavedReading<Value>) -> String = { _ in "unreadable" }, encode: (Value) -> String
  ) -> Loaded<Value> {
    guard let path else { return .none }
    let reading: SavedReading<Value>
    do {
      guard let bytes = try AtomicFile.read(path, limit: sizeLimit) else { return .none }
      reading = read(bytes)
      mark = SavedJournalMark(bytes)
    } catch {
      let why =
        switch error {
        case AtomicFile.Failure.tooLarge: "too large"
        case AtomicFile.Failure.notAFile: "not a file"
        default: "unreadable"
        }
      return .unreadable(why: why, keptAside: writable && AtomicFile.moveAside(path))
    }
    if let version = reading.newerVersion {
      keptForNewerVersion = true
      return .newer(accept(reading.value), version: version)
    }
    guard reading.isClean, let value = accept(reading.value) else {
      return .unreadable(why: why(reading), keptAside: writable && AtomicFile.moveAside(path))
    }
    lastWritten = encode(value)
    migrating = reading.isOlderVersion
    return .value(value)
  }

  /// Whether saves may write at all.
  var canWrite: Bool { path != nil && writable && !keptForNewerVersion }

  /// Writes `text` when it differs from the last read or write; nil removes the file.
  func save(_ text: String?) throws {
    guard let path, canWrite, text != lastWritten || migrating else { return }
    if let text {
      try AtomicFile.write(text, to: path)
      mark = SavedJournalMark(text)
      bytesWritten += text.utf8.count
    } else {
      unlink(path)
      mark = nil
    }
    lastWritten = text
    migrating = false
  }
}
