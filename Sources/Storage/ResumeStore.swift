import Foundation
import WheelCore

/// The queue and position saved on quit, at `$XDG_STATE_HOME/ipodtui/resume`.
public struct ResumeStore: Sendable {
  public let path: String

  public init(path: String) {
    self.path = path
  }

  public init(xdg: XDGDirectories) {
    self.init(path: xdg.stateHome + "/ipodtui/resume")
  }

  /// The saved point, nil when there is none; `problem` tells when a file was there but unusable.
  public func load() -> (resume: ResumeState?, problem: String?) {
    guard let bytes = try? AtomicFile.read(path) else { return (nil, nil) }
    guard let resume = ResumeCodec.decode(bytes) else {
      return (nil, "Saved position unreadable; starting fresh")
    }
    return (resume, nil)
  }

  public func save(_ resume: ResumeState?) throws {
    guard let resume else {
      unlink(path)
      return
    }
    try AtomicFile.write(ResumeCodec.encode(resume), to: path)
  }
}
