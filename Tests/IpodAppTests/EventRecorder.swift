import Foundation
import WheelCore

/// Collects what an adapter posts to the core, from whichever thread it posts on.
final class EventRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [Event] = []

  var post: @Sendable (Event) -> Void { { [self] event in lock.withLock { recorded.append(event) } } }

  var events: [Event] { lock.withLock { recorded } }
}
