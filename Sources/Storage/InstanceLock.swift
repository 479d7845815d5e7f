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

  /// Removes the `NAME.tmp-PID` files that `AtomicFile.write` leaves when a save is killed
  /// (kill -9, a power cut) in `folders`; returns how many. Only the lock's holder may call it
  /// (it is a method of the lock), and it does so at start, before it writes anything: no other
  /// process writes these folders then (a second instance is read-only), so every such file is
  /// stale, whatever its PID says (a PID may be reused, or belong to another machine sharing
  /// the home). Only regular files are removed; links and folders are left alone.
  @discardableResult
  public func removeStaleTemporaries(in folders: [String]) -> Int {
    var removed = 0
    for folder in folders {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
      for name in names where Self.isTemporaryName(name) {
        var info = stat()
        let path = folder + "/" + name
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, unlink(path) == 0 else { continue }
        removed += 1
      }
    }
    return removed
  }

  /// `AtomicFile`'s temporary names: anything, ".tmp-", then digits (the writer's PID).
  static func isTemporaryName(_ name: String) -> Bool {
    guard let marker = name.range(of: ".tmp-", options: .backwards), marker.lowerBound != name.startIndex else {
      return false
    }
    let pid = name[marker.upperBound...]
    return !pid.isEmpty && pid.allSatisfy { $0.isASCII && $0.isNumber }
  }
}
