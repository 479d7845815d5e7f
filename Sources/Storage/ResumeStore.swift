import Foundation
import Platform
import WheelCore

/// The queue and position at `$XDG_STATE_HOME/ipodtui/resume`, written while the program runs
/// (see `AppState.resumeSave`), so a crash costs seconds, not the queue. An unusable file is set
/// aside as `resume.bak` and the program starts fresh; a newer version's file is left alone.
/// Used from the UI loop only: it remembers the last write, so it is not `Sendable`.
public final class ResumeStore {
  private let file: SavedTextFile
  public var path: String? { file.path }
  public var writable: Bool { file.writable }

  /// About 16 bytes a song: room for a queue of a million songs.
  public static let sizeLimit = 16 * 1024 * 1024

  public init(path: String?, writable: Bool = true) {
    file = SavedTextFile(path: path, writable: writable, sizeLimit: Self.sizeLimit)
  }

  public convenience init(xdg: XDGDirectories, writable: Bool = true) {
    self.init(path: xdg.resumePath, writable: writable)
  }

  /// The saved point, nil when there is none; `problem` tells when a file was there but unusable.
  public func load() -> (resume: ResumeState?, problem: String?) {
    switch file.load(read: ResumeCodec.read, accept: ResumeCodec.valid, encode: ResumeCodec.encode) {
    case .none: return (nil, nil)
    case .value(let resume): return (resume, nil)
    case .newer(let resume, let version):
      return (resume, "Saved position is from a newer ipodtui (version \(version)); not saving it")
    case .unreadable(_, let kept):
      return (nil, "Saved position unreadable; starting fresh" + (kept ? " (kept as resume.bak)" : ""))
    }
  }

  /// Writes the point when it changed since the last write; nil forgets it.
  public func save(_ resume: ResumeState?) throws {
    try file.save(resume.map(ResumeCodec.encode))
  }
}
