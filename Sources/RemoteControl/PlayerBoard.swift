import Platform
import WheelCore

/// Where the UI loop publishes the player as the desktop sees it, and where the desktop's
/// commands go in: the one meeting point between the core's thread and the adapters' threads
/// (MPRIS, the remote socket). Adapters never touch the core's state.
///
/// Commands are numbered as they are posted; the core counts the remote commands it handled
/// (`PlayerSnapshot.remoteCommandsHandled`), so an adapter can wait until its own command has
/// been acted on before it answers.
public final class PlayerBoard: @unchecked Sendable {
  // @unchecked: every stored property is read and written with `monitor` locked. A Monitor
  // (not NSCondition) so the wait for the core is bounded on the monotonic clock.
  private let monitor = Monitor()
  private var snapshot = PlayerSnapshot()
  private var sent = 0
  private var seeks = 0
  private var lastSeek = 0.0
  private var listeners: [@Sendable () -> Void] = []
  private let post: @Sendable (Event) -> Void

  /// `post` hands an event to the core's inbox.
  public init(post: @escaping @Sendable (Event) -> Void) {
    self.post = post
  }

  /// The latest snapshot and how many seeks the core has made so far (with the latest target).
  public var latest: (snapshot: PlayerSnapshot, seeks: Int, lastSeek: Double) {
    monitor.locked { (snapshot, seeks, lastSeek) }
  }

  /// Called by the UI loop after each batch; wakes the adapters only when something changed.
  public func publish(_ new: PlayerSnapshot) {
    let wake = monitor.locked {
      let changed = new != snapshot
      snapshot = new
      monitor.broadcast()
      return changed ? listeners : []
    }
    for listener in wake { listener() }
  }

  /// The core asked the engine to seek (MPRIS announces jumps with its `Seeked` signal).
  public func seeked(to seconds: Double) {
    let wake = monitor.locked {
      seeks += 1
      lastSeek = seconds
      return listeners
    }
    for listener in wake { listener() }
  }

  /// `wake` is called (on the UI thread: it must only signal) whenever the snapshot changes
  /// or the core seeks.
  public func subscribe(_ wake: @escaping @Sendable () -> Void) {
    monitor.locked { listeners.append(wake) }
  }

  /// Posts `command` to the core; its number, for `waitUntilHandled`.
  @discardableResult
  public func send(_ command: RemoteCommand) -> Int {
    monitor.locked {
      sent += 1
      post(.remote(command))  // under the lock, so numbers follow the inbox's order
      return sent
    }
  }

  /// Waits until the core has handled command `number`; its snapshot then, or nil on timeout
  /// (the UI loop is stuck or gone).
  public func waitUntilHandled(_ number: Int, timeout: Double) -> PlayerSnapshot? {
    let deadline = MonotonicClock.nanoseconds() + UInt64(max(0, timeout) * 1e9)
    return monitor.locked {
      monitor.wait(until: { snapshot.remoteCommandsHandled >= number }, deadline: deadline) ? snapshot : nil
    }
  }
}
