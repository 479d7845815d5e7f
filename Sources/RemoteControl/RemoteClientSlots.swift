import Foundation
import Glibc

/// The remote clients being served at once, at most `capacity`. A client that connects and
/// never sends must not hold up another: each is served on its own thread with its own
/// deadline, and when every slot is taken the client that has waited longest without sending
/// its request is cut off (its socket shut down) to make room. Clients already answering
/// (a command waiting for the core) are never cut off.
final class RemoteClientSlots: @unchecked Sendable {
  // @unchecked: `waiting` and `answering` are touched only with `lock` held.
  private let lock = NSLock()
  /// Clients that have not sent their request yet, oldest first.
  private var waiting: [Int32] = []
  private var answering: Set<Int32> = []
  let capacity: Int

  init(capacity: Int) { self.capacity = capacity }

  /// Takes a slot for `fd`, cutting off the oldest silent client when full; false when every
  /// slot is answering (the caller refuses `fd`).
  func admit(_ fd: Int32) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if waiting.count + answering.count >= capacity {
      guard !waiting.isEmpty else { return false }
      // Shut down, not closed: its own thread still owns the descriptor and closes it.
      shutdown(waiting.removeFirst(), Int32(SHUT_RDWR))
    }
    waiting.append(fd)
    return true
  }

  /// `fd` sent its request: from now on it keeps its slot until it is answered.
  func answering(_ fd: Int32) {
    lock.lock()
    defer { lock.unlock() }
    waiting.removeAll { $0 == fd }
    answering.insert(fd)
  }

  /// `fd` is done; called before it is closed, so a cut-off never reaches a reused number.
  func release(_ fd: Int32) {
    lock.lock()
    defer { lock.unlock() }
    waiting.removeAll { $0 == fd }
    answering.remove(fd)
  }

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return waiting.count + answering.count
  }
}
