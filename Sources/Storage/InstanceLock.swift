import Foundation
import Platform

/// Which running ipodtui may write the settings and the resume point: the one holding an
/// exclusive `flock` on `$XDG_STATE_HOME/ipodtui/lock`. The kernel drops the lock when the
/// process ends in any way (kill -9 included), so a stale lock cannot exist. A second instance
/// works fully in memory and says it is read-only, instead of overwriting the first one's files.
public final class InstanceLock: Sendable {
  public enum Outcome {
    /// This process owns writing until it ends (keep the lock alive as long).
    case owner(InstanceLock)
    /// Another process holds the lock.
    case heldByAnother
    /// No lock file can be made (no state folder, a read-only disk): nobody can own it.
    case unavailable(String)
  }

  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  public static func acquire(in directory: String) -> Outcome {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      return .unavailable("cannot create \(directory)")
    }
    let fd = open(directory + "/lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard fd >= 0 else { return .unavailable(String(cString: strerror(errno))) }
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      if errno == EINTR { continue }
      let held = errno == EWOULDBLOCK
      let why = String(cString: strerror(errno))
      close(fd)
      return held ? .heldByAnother : .unavailable(why)
    }
    return .owner(InstanceLock(descriptor: fd))
  }

  /// Removes `NAME.tmp-PID` files left by a save that was killed (stub: the test comes first).
  public func removeStaleTemporaries(in folders: [String]) -> Int { 0 }
}
