import Foundation

/// Runs work that might block for ever (a close while a server stalls) on a thread of its own,
/// so a test fails with a message instead of hanging the suite. Waits on the work's end.
enum Deadline {
  /// The seconds `body` took, or nil when it had not returned within `seconds` (its thread is
  /// then left blocked; the fake server's stop releases it).
  static func seconds(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Double? {
    let done = DispatchSemaphore(value: 0)
    let start = Date()
    Thread.detachNewThread {
      body()
      done.signal()
    }
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return Date().timeIntervalSince(start)
  }
}
