import Foundation
import Platform
import WheelCore

/// The append-only journal beside one saved file (`NAME.journal`): small changes are appended
/// to it as records (`SavedJournal`) instead of rewriting the file, and it is begun again,
/// empty but for a `base` record naming the file, each time the file is rewritten.
///
/// Durability: every append is followed by `fdatasync` before it returns, so a change the
/// caller was told is saved survives a kill -9 or a power cut; a restart is an `AtomicFile`
/// write (the file and its folder flushed). A failed append (a full disk) is cut off again, so
/// no half record stays to be appended after.
/// Not thread-safe: each store uses its journal from one queue or thread.
final class JournalFile {
  let path: String
  private let comment: String
  /// The bytes of good records on disk; 0 when there is no journal (the next append begins one).
  private(set) var size = 0
  private var nextSequence: UInt64 = 1
  /// The file the journal follows, for the `base` record of a journal begun by an append.
  private var follows: SavedJournalMark?
  /// Every byte this journal wrote, restarts included (the benchmark's figure).
  private(set) var bytesWritten = 0

  /// The journal went from under the store (removed by hand): the records it held since the
  /// last compaction are no longer on disk, so the caller rewrites the file whole.
  struct Gone: Error {}

  /// A journal past this is refused as not one of ours.
  static let sizeLimit = 256 * 1024 * 1024

  init(path: String, comment: String) {
    self.path = path
    self.comment = comment
  }

  /// What was found beside the file.
  enum Opened {
    /// No journal, or one whose records are all in the file already.
    case none
    /// The records to replay over the file, in order.
    case records([SavedJournal.Entry], damaged: Damage?)
    /// A journal of a newer ipodtui: the records this version could read.
    case newer([SavedJournal.Entry], version: Int)
    /// A journal that follows another file (or a file that is gone): set aside, never replayed.
    case foreign(keptAs: String?)
  }

  /// A journal with a bad record before its last: replayed up to there, and set aside whole.
  struct Damage {
    var line: Int
    var keptAs: String?
  }

  /// Reads the journal beside a file whose bytes are marked `file` (nil when there is no
  /// file). When `writable`, a torn last record is cut off, and a damaged or foreign journal
  /// is moved aside as `NAME.journal.bak` (the caller then rewrites the file whole).
  func load(following file: SavedJournalMark?, writable: Bool) -> Opened {
    follows = file
    size = 0
    let bytes: [UInt8]
    do {
      guard let read = try AtomicFile.read(path, limit: Self.sizeLimit) else { return .none }
      bytes = read
    } catch {
      return .foreign(keptAs: writable ? keepAside() : nil)
    }
    let reading = SavedJournal.read(bytes)
    if let last = reading.entries.last { nextSequence = last.sequence + 1 }
    guard let version = reading.version, let first = reading.entries.first else {
      // Empty, or a header a crash cut short: nothing was ever acknowledged in it.
      if writable { unlink(path) }
      return .none
    }
    if version > SavedJournal.version { return .newer(Array(reading.entries.dropFirst()), version: version) }
    guard first.key == SavedJournalMark.baseKey, let base = SavedJournalMark(first), base == file else {
      let last = reading.entries.last
      if last?.key == SavedJournalMark.compactingKey, let target = last.flatMap(SavedJournalMark.init), target == file {
        // The file was rewritten with every record here; only the journal's restart was lost.
        if writable { unlink(path) }
        return .none
      }
      return .foreign(keptAs: writable ? keepAside() : nil)
    }
    let records = reading.entries.dropFirst().filter { $0.key != SavedJournalMark.compactingKey }
    if let line = reading.damagedLine {
      return .records(records, damaged: Damage(line: line, keptAs: writable ? keepAside() : nil))
    }
    size = reading.goodLength
    // A torn record goes. Should that fail, appends still start at `size`, over it: what is
    // left of it is always after the last good record, where a reader passes it over.
    if reading.tornTail, writable { _ = truncate(path, off_t(size)) }
    return .records(records, damaged: nil)
  }

  /// Appends records (each a whole line, numbered by `numbered`) and flushes them to the disk.
  func append(_ records: String) throws {
    let fd = open(path, O_WRONLY | O_CLOEXEC)
    if fd < 0, errno == ENOENT {
      size = 0
      throw Gone()
    }
    guard fd >= 0 else { throw AtomicFile.Failure.cannotWrite(path, String(cString: strerror(errno))) }
    defer { close(fd) }
    var text = records
    let failure: String? = text.withUTF8 { utf8 in
      var written = 0
      while written < utf8.count {
        let n = pwrite(fd, utf8.baseAddress! + written, utf8.count - written, off_t(size + written))
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { return String(cString: strerror(errno)) }
        written += n
      }
      return fdatasync(fd) == 0 ? nil : String(cString: strerror(errno))
    }
    if let failure {
      // Whatever part reached the file goes again: the next append starts where this one did.
      _ = ftruncate(fd, off_t(size))
      throw AtomicFile.Failure.cannotWrite(path, failure)
    }
    size += records.utf8.count
    bytesWritten += records.utf8.count
  }

  /// Numbers records from the journal's own sequence (`make` is given each one's number),
  /// after beginning the journal when there is none, so its `base` comes first.
  func numbered(_ count: Int, _ make: (Int, UInt64) -> String) throws -> String {
    if size == 0 {
      guard let follows else { throw AtomicFile.Failure.cannotWrite(path, "no file to follow") }
      try restart(following: follows)
    }
    var text = ""
    for i in 0..<count {
      text += make(i, nextSequence)
      nextSequence += 1
    }
    return text
  }

  /// Says, before the file is rewritten, which file it will be: a crash between the rewrite
  /// and `restart` then leaves a journal known to be all in the new file. Best effort: without
  /// it such a crash only sets the journal aside (every record of it is in the new file).
  func announce(_ file: SavedJournalMark) {
    guard size > 0 else { return }
    try? append(numbered(1) { file.record(SavedJournalMark.compactingKey, $1) })
  }

  /// Begins the journal again after the file was rewritten: only the `base` record naming it.
  func restart(following file: SavedJournalMark) throws {
    follows = file
    let text = SavedJournal.header(comment) + file.record(SavedJournalMark.baseKey, nextSequence)
    nextSequence += 1
    do {
      try AtomicFile.write(text, to: path)
    } catch {
      size = 0
      throw error
    }
    size = text.utf8.count
    bytesWritten += size
  }

  /// Removes the journal (its file is gone too).
  func remove() {
    unlink(path)
    size = 0
    follows = nil
  }

  /// Moves the journal to the first free `NAME.bak`, `NAME.bak.2`…; the name it got.
  private func keepAside() -> String? {
    size = 0
    return Backup.keepAside(path)
  }
}
