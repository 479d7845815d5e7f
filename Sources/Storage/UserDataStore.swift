import Foundation
import Platform
import WheelCore

/// The user's data at `$XDG_DATA_HOME/ipodtui/userdata`: ratings, play counts, On-The-Go and
/// saved playlists, which no rescan can rebuild, so they never live in the library cache.
///
/// A change is appended to the journal beside it (`userdata.journal`, see `JournalFile` and
/// `UserDataChange`): a counted play writes one record of some 60 bytes, not the whole file
/// (9.6 MB at 100,000 songs). When the journal outgrows `journalLimit` the file is rewritten
/// whole and atomically (`AtomicFile`) and the journal begun again. Writes run on a queue of
/// their own so that the wheel never waits on the disk; changes that arrive while a write is
/// under way are merged into the next one. A write that fails (a full disk) leaves the change
/// in memory: the user is told once, and it is written with the next save that succeeds.
///
/// A damaged file is never overwritten silently: what could be read is used, the file itself
/// is kept beside it as `userdata.bak` (or `.bak.2`…, never replacing an older one), and
/// `load()` says so. A file from a newer ipodtui is read and left alone.
public final class UserDataStore: @unchecked Sendable {
  public let path: String?
  /// False for a second instance (see `InstanceLock`) and for a file from a newer version.
  public private(set) var writable: Bool
  /// A user data file of a million songs is about 200 MB; anything larger is not one.
  public static let sizeLimit = 512 * 1024 * 1024
  /// The smallest journal that is compacted into the file.
  public static let journalFloor = 64 * 1024

  private let queue = DispatchQueue(label: "ipodtui.userdata", qos: .utility)
  private let lock = NSLock()
  private var pending: UserData?
  private var writing = false
  private let journal: JournalFile?
  /// What the file and the journal hold together; nil when the file must be written whole.
  private var shadow: UserDataShadow?
  private var fileSize = 0
  private let fixedJournalLimit: Int?
  private var written = 0
  private var rewrites = 0
  private let problem: @Sendable (String) -> Void
  private var told = false

  /// `problem` hears (once) when a write fails, on the writing queue. `journalLimit` fixes the
  /// journal's size before a compaction (the tests' small one); by default it is 1/8 of the
  /// file, at least `journalFloor`: a rewrite every ~20,000 plays at 100,000 songs.
  public init(
    path: String?, writable: Bool = true, journalLimit: Int? = nil,
    problem: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.path = path
    self.writable = writable
    fixedJournalLimit = journalLimit
    journal = path.map {
      JournalFile(path: $0 + ".journal", comment: "ipodtui user data journal: changes since userdata")
    }
    self.problem = problem
  }

  public convenience init(
    xdg: XDGDirectories, writable: Bool = true, problem: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.init(path: xdg.dataDirectory.map { $0 + "/userdata" }, writable: writable, problem: problem)
  }

  /// The journal's size at which the file is rewritten.
  public var journalLimit: Int { fixedJournalLimit ?? max(Self.journalFloor, fileSize / 8) }

  /// Every byte written to the file and its journal since this store was made.
  public var bytesWritten: Int {
    lock.lock()
    defer { lock.unlock() }
    return written + (journal?.bytesWritten ?? 0)
  }

  /// How many times the file was written whole since this store was made.
  public var compactions: Int {
    lock.lock()
    defer { lock.unlock() }
    return rewrites
  }

  /// The saved data (empty when there is none) and, when the file was not clean, what the user
  /// should be told.
  public func load() -> (data: UserData, problem: String?) {
    guard let path, let journal else { return (UserData(), nil) }
    var decoded = UserDataCodec.Decoded()
    var mark: SavedJournalMark?
    var notes: [String] = []
    do {
      if let (read, fileMark) = try Self.read(path) {
        decoded = read
        mark = fileMark
        fileSize = fileMark.size
      }
    } catch {
      let kept = writable ? Backup.keepAside(path) : nil
      notes.append("User data \(error); starting empty" + (kept.map { " (the file is kept as \($0))" } ?? ""))
    }
    var rewrite = false
    if !decoded.isClean {
      let why = decoded.problem ?? "damaged"
      if decoded.newerVersion != nil {
        writable = false
        notes.append("User data \(why): not saving changes to it")
      } else if writable, let kept = Backup.keepAside(path) {
        // What could be read goes back at once, so the file exists whether or not anything changes.
        rewrite = true
        let used = decoded.unreadable ? "starting empty" : "kept the rest"
        notes.append("User data \(why): \(used); the file is kept as \(kept)")
      } else {
        writable = false
        notes.append("User data \(why): not saving changes to it")
      }
    }
    var data = decoded.data
    // Let go of the decoded copy: replaying into `data` would otherwise copy every record.
    decoded.data = UserData()
    switch journal.load(following: mark, writable: writable) {
    case .none: break
    case .records(let entries, let damage):
      let applied = Self.replay(entries, on: &data)
      if let damage {
        rewrite = true
        notes.append(
          "User data journal damaged at line \(damage.line): kept the changes before it"
            + (damage.keptAs.map { "; the journal is kept as \($0)" } ?? ""))
      } else if applied < entries.count {
        rewrite = true
        notes.append("User data journal: \(entries.count - applied) changes did not fit the file and were left out")
      }
    case .newer(let entries, let version):
      _ = Self.replay(entries, on: &data)
      writable = false
      notes.append("User data journal is from a newer ipodtui (version \(version)): not saving changes to it")
    case .foreign(let keptAs):
      // Said first: the file's own problem, if any, is what the user acts on.
      if let keptAs { notes.insert("User data journal does not belong to this file: it is kept as \(keptAs)", at: 0) }
    }
    if writable && rewrite {
      compact(data)
    } else if mark != nil && !decoded.olderVersion {
      shadow = UserDataShadow(data)
    }  // else the first save writes the file whole (in the current version)
    return (data, notes.isEmpty ? nil : notes.joined(separator: "; "))
  }

  /// The file decoded, and its mark; nil when there is none. Read twice a piece at a time, never
  /// whole: once to count its lines (so the records are made room for once) and take its mark,
  /// once to decode it. A 200 MB file held whole beside its records was a third of the peak.
  private static func read(_ path: String) throws -> (UserDataCodec.Decoded, SavedJournalMark)? {
    var lines = 0
    var fingerprint = SavedChecksum.Fingerprint()
    let found = try RegularFile.forEachPiece(path, limit: sizeLimit) { piece in
      lines += piece.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
      fingerprint.add(piece)
    }
    guard found else { return nil }
    var decoder = UserDataCodec.Decoder(expectedSongs: lines)
    var splitter = SavedLineSplitter()
    var size = 0
    _ = try RegularFile.forEachPiece(path, limit: sizeLimit) { piece in
      size += piece.count
      splitter.feed(piece) { decoder.read($0) }
    }
    splitter.finish { decoder.read($0) }
    // The file changed between the two readings: only this program writes it, so this is
    // someone else's hand; the mark then matches no journal, which is set aside.
    let mark = SavedJournalMark(size: fingerprint.count, fingerprint: size == fingerprint.count ? fingerprint.value : 0)
    return (decoder.finish(), mark)
  }

  /// Applies journal records in order up to the first that does not fit; how many applied.
  private static func replay(_ entries: [SavedJournal.Entry], on data: inout UserData) -> Int {
    for (i, entry) in entries.enumerated() {
      guard let change = UserDataChange(entry), change.apply(to: &data) else { return i }
    }
    return entries.count
  }

  /// Queues the data to be written (the latest wins over any still waiting).
  public func save(_ data: UserData) {
    guard path != nil, writable else { return }
    lock.lock()
    pending = data
    let start = !writing
    writing = true
    lock.unlock()
    if start { queue.async { self.drain() } }
  }

  /// Waits until everything queued is on disk (at quit).
  public func flush() {
    queue.sync {}
    lock.lock()
    let waiting = pending != nil
    lock.unlock()
    if waiting { queue.sync { self.drain() } }
  }

  private func drain() {
    while true {
      lock.lock()
      guard let data = pending else {
        writing = false
        lock.unlock()
        return
      }
      pending = nil
      lock.unlock()
      write(data)
    }
  }

  /// The changes since the last write as journal records, or the whole file when there is no
  /// file yet, records went, or the journal would pass its limit.
  private func write(_ data: UserData) {
    guard let journal, let changes = shadow?.changes(to: data) else {
      compact(data)
      return
    }
    guard !changes.isEmpty else { return }
    do {
      let records = try journal.numbered(changes.count) { changes[$0].record($1) }
      if journal.size + records.utf8.count > journalLimit, compact(data) { return }
      try journal.append(records)
      shadow?.record(changes)
    } catch is JournalFile.Gone {
      compact(data)
    } catch {
      failed(error)
    }
  }

  /// Rewrites the file whole and begins the journal again; false when the file could not be
  /// written (the data stays in memory for the next save).
  @discardableResult
  private func compact(_ data: UserData) -> Bool {
    guard let path, let journal else { return false }
    let bytes = UserDataCodec.encodeBytes(data)
    let mark = SavedJournalMark(bytes)
    journal.announce(mark)
    do {
      try AtomicFile.write(bytes, to: path)
    } catch {
      failed(error)
      return false
    }
    lock.lock()
    written += mark.size
    rewrites += 1
    lock.unlock()
    fileSize = mark.size
    shadow = UserDataShadow(data)
    // Should the restart fail, the next append tries it again first; until then the journal
    // on disk ends with `compacting`, which a load reads as "all in the file".
    do { try journal.restart(following: mark) } catch { failed(error) }
    return true
  }

  private func failed(_ error: Error) {
    if !told { problem("Can't save ratings and play counts: \(error)") }
    told = true
  }
}
