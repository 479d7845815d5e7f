import Platform
import Storage

/// Whether this process may write the settings and the resume point, and if not, why: the
/// instance lock is held by another ipodtui, or there is no home folder to write in. Kept alive
/// for the whole run, since the lock goes with it.
final class StateOwnership {
  enum ReadOnly {
    case noHome, anotherInstance
  }

  private let lock: InstanceLock?
  /// Nil when this process writes.
  let readOnly: ReadOnly?

  init(xdg: XDGDirectories) {
    guard let directory = xdg.stateDirectory, xdg.configHome != nil else {
      (lock, readOnly) = (nil, .noHome)
      return
    }
    switch InstanceLock.acquire(in: directory) {
    case .owner(let lock):
      (self.lock, readOnly) = (lock, nil)
      // Before anything is written: saves killed in an earlier run left their temporaries.
      lock.removeStaleTemporaries(
        in: [xdg.configHome.map { $0 + "/ipodtui" }, xdg.stateDirectory, xdg.dataDirectory].compactMap { $0 })
    case .heldByAnother: (lock, readOnly) = (nil, .anotherInstance)
    // Nobody can own the lock (a read-only disk): writing is tried, and failures are reported.
    case .unavailable: (lock, readOnly) = (nil, nil)
    }
  }

  var writes: Bool { readOnly == nil }

  /// Settings > About's "Saving" row: nil while changes are kept.
  var problem: String? {
    switch readOnly {
    case nil: nil
    case .noHome: "Off (no home)"
    case .anotherInstance: "Off (read-only)"
    }
  }

  /// The start-up message, when changes will not be kept.
  var notice: String? {
    switch readOnly {
    case nil: nil
    case .noHome: "No home folder: nothing will be saved"
    case .anotherInstance: "Another ipodtui is running: read-only, changes here are not saved"
    }
  }
}
