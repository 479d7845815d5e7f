import Foundation
import PulseHarness
import WheelCore

/// The events an adapter posts, kept in order for the test to wait on.
final class EventRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [Event] = []

  var post: @Sendable (Event) -> Void { { [self] event in lock.withLock { events.append(event) } } }

  var all: [Event] { lock.withLock { events } }

  /// Waits until an event matches; returns it.
  func wait(timeout: Double = 20, for match: (Event) -> Bool) -> Event? {
    var found: Event?
    _ = waitFor(timeout: timeout) {
      found = all.last(where: match)
      return found != nil
    }
    return found
  }

  /// The last library the source published.
  var library: LibraryIndex? {
    for case .libraryLoaded(let index, _, _) in all.reversed() { return index }
    return nil
  }

  var playlists: [PlaylistInfo] {
    for case .libraryLoaded(_, let lists, _) in all.reversed() { return lists }
    return []
  }

  /// The last report of the player's state.
  var report: PlayerReport? {
    for case .playerReported(let report) in all.reversed() { return report }
    return nil
  }

  var sourceStatus: String?? {
    for case .sourceStatus(let status) in all.reversed() { return .some(status) }
    return nil
  }

  var notices: [String] { all.compactMap { if case .notice(let text) = $0 { text } else { nil } } }
}
