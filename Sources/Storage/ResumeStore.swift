import Foundation
import Platform
import WheelCore

/// The queue and position at `$XDG_STATE_HOME/ipodtui/resume`, written while the program runs
/// (see `AppState.resumeSave`), so a crash costs seconds, not the queue. An unusable file is set
/// aside as `resume.bak` and the program starts fresh.
/// Used from the UI loop only: it remembers the last write, so it is not `Sendable`.
public final class ResumeStore {
  public let path: String?
  public let writable: Bool
  private var lastWritten: String?

  /// About 16 bytes a song: room for a queue of a million songs.
  public static let sizeLimit = 16 * 1024 * 1024

  public init(path: String?, writable: Bool = true) {
    self.path = path
    self.writable = writable
  }

  public convenience init(xdg: XDGDirectories, writable: Bool = true) {
    self.init(path: xdg.resumePath, writable: writable)
  }

  /// The saved point, nil when there is none; `problem` tells when a file was there but unusable.
  public func load() -> (resume: ResumeState?, problem: String?) {
    guard let path else { return (nil, nil) }
    let bytes: [UInt8]?
    do {
      bytes = try AtomicFile.read(path, limit: Self.sizeLimit)
    } catch {
      bytes = []
    }
    guard let bytes else { return (nil, nil) }
    guard let resume = ResumeCodec.decode(bytes) else {
      let kept = writable && AtomicFile.moveAside(path)
      return (nil, "Saved position unreadable; starting fresh" + (kept ? " (kept as resume.bak)" : ""))
    }
    lastWritten = ResumeCodec.encode(resume)
    return (resume, nil)
  }

  /// Writes the point when it changed since the last write; nil forgets it.
  public func save(_ resume: ResumeState?) throws {
    guard let path, writable else { return }
    let text = resume.map(ResumeCodec.encode)
    guard text != lastWritten else { return }
    if let text {
      try AtomicFile.write(text, to: path)
    } else {
      unlink(path)
    }
    lastWritten = text
  }
}
