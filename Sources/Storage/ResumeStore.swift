import Foundation
import Platform
import WheelCore

/// The queue and position at `$XDG_STATE_HOME/ipodtui/resume`, written while the program runs
/// (see `AppState.resumeSave`), so a crash costs seconds, not the queue. An unusable file is set
/// aside as `resume.bak` and the program starts fresh; a newer version's file is left alone.
///
/// While the queue stays the one in the file, a new position is appended to the journal beside
/// it (`resume.journal`, `ResumeCodec.positionRecord`): a few dozen bytes every 5 s of playing
/// and at each song, where the whole file is 1.4 MB for a queue of 100,000 songs. A new queue,
/// or a journal past `journalLimit`, rewrites the file and begins the journal again.
/// Used from the UI loop only: it remembers the last write, so it is not `Sendable`.
public final class ResumeStore {
  private let file: SavedTextFile
  private let journal: JournalFile?
  /// The queue in the file on disk (a position for it goes to the journal).
  private var fileQueue: [Int64]?
  /// The point the file and the journal hold together.
  private var current: ResumeState?
  public var path: String? { file.path }
  public var writable: Bool { file.writable }

  /// About 16 bytes a song: room for a queue of a million songs.
  public static let sizeLimit = 16 * 1024 * 1024
  /// The smallest journal that is compacted into the file: ~2,000 positions.
  public static let journalFloor = 64 * 1024
  private let fixedJournalLimit: Int?

  /// `journalLimit` fixes the journal's size before the file is rewritten (the tests' small
  /// one); by default it is a quarter of the file, at least `journalFloor`. A position is
  /// saved every 5 s of playing: at a queue of 100,000 songs (a 1.4 MB file) the file is
  /// rewritten after ~12,000 of them, some 17 hours of music.
  public init(path: String?, writable: Bool = true, journalLimit: Int? = nil) {
    fixedJournalLimit = journalLimit
    file = SavedTextFile(path: path, writable: writable, sizeLimit: Self.sizeLimit)
    journal = path.map { JournalFile(path: $0 + ".journal", comment: "ipodtui resume journal: positions since resume") }
  }

  public convenience init(xdg: XDGDirectories, writable: Bool = true) {
    self.init(path: xdg.resumePath, writable: writable)
  }

  /// Every byte written to the journal (appends and restarts).
  var journalBytesWritten: Int { journal?.bytesWritten ?? 0 }
  /// Every byte written to the file and its journal (the benchmark's figure).
  public var bytesWritten: Int { file.bytesWritten + journalBytesWritten }

  /// The journal's size at which the file is rewritten.
  public var journalLimit: Int { fixedJournalLimit ?? max(Self.journalFloor, (file.mark?.size ?? 0) / 4) }

  /// The saved point, nil when there is none; `problem` tells when a file was there but unusable.
  public func load() -> (resume: ResumeState?, problem: String?) {
    let loaded = file.load(read: ResumeCodec.read, accept: ResumeCodec.valid, encode: ResumeCodec.encode)
    var resume: ResumeState?
    var problem: String?
    switch loaded {
    case .none: break
    case .value(let value): resume = value
    case .newer(let value, let version):
      resume = value
      problem = "Saved position is from a newer ipodtui (version \(version)); not saving it"
    case .unreadable(_, let kept):
      problem = "Saved position unreadable; starting fresh" + (kept ? " (kept as resume.bak)" : "")
    }
    let mark: SavedJournalMark? = if case .value = loaded { file.mark } else { nil }
    if let journal {
      switch journal.load(following: mark, writable: file.canWrite) {
      case .records(let entries, _), .newer(let entries, _):
        // Every good position in order: the last that fits the queue is the point. A damaged
        // journal costs only the positions after the damage.
        for entry in entries { resume = resume.flatMap { ResumeCodec.moved($0, by: entry) } ?? resume }
      case .none, .foreign: break
      }
    }
    fileQueue = mark == nil ? nil : resume?.trackIDs
    current = resume
    return (resume, problem)
  }

  /// Writes the point when it changed since the last write; nil forgets it.
  public func save(_ resume: ResumeState?) throws {
    guard file.canWrite else { return }
    guard let resume, let journal, let queue = fileQueue, resume.trackIDs == queue, !file.migrating else {
      return try rewrite(resume)
    }
    guard resume != current else { return }
    let record = try journal.numbered(1) { _, n in
      ResumeCodec.positionRecord(n, position: resume.position, elapsed: resume.elapsed)
    }
    guard journal.size + record.utf8.count <= journalLimit else { return try rewrite(resume) }
    do {
      try journal.append(record)
    } catch is JournalFile.Gone {
      return try rewrite(resume)
    }
    current = resume
  }

  /// The whole file, and the journal begun again after it (or gone with it).
  private func rewrite(_ resume: ResumeState?) throws {
    guard let resume else {
      try file.save(nil)
      journal?.remove()
      fileQueue = nil
      current = nil
      return
    }
    let text = ResumeCodec.encode(resume)
    journal?.announce(SavedJournalMark(text))
    try file.save(text)
    fileQueue = resume.trackIDs
    current = resume
    if let journal, let mark = file.mark { try journal.restart(following: mark) }
  }
}
