import Foundation
import RemoteControl
import WheelCore

/// The UI loop in miniature, for the desktop adapters' tests: takes the events posted to the
/// board on a thread of its own, runs them through a real AppState and publishes its
/// snapshot, as the program's loop does after each batch.
public final class CoreLoop: @unchecked Sendable {
  // @unchecked: `state` and `stalled` are touched only on `queue`.
  private let queue = DispatchQueue(label: "ipodtui.test-core-loop")
  private var state = AppState(size: Size(width: 60, height: 30))
  private var stalled = false
  public private(set) var board: PlayerBoard!

  public init(tracks: [Track]) {
    _ = state.update(.libraryLoaded(LibraryIndex(tracks: tracks), playlists: [], path: "/m"))
    board = PlayerBoard { [unowned self] event in
      queue.async { self.handle([event]) }
    }
  }

  /// Feeds events as other threads would (the audio engine's reports, a key).
  public func post(_ events: [Event]) { queue.sync { handle(events) } }

  /// From now on, events are dropped: a UI loop that is stuck.
  public func stall() { queue.sync { stalled = true } }

  private func handle(_ events: [Event]) {
    guard !stalled else { return }
    for event in events {
      for effect in state.update(event) {
        if case .seek(let seconds) = effect { board.seeked(to: seconds) }
      }
    }
    board.publish(PlayerSnapshot(state))
  }

  /// Two songs of one album, for tests that need a queue.
  public static let album = [
    Track(id: 1, path: "/m/A/1.flac", title: "One", artist: "X", album: "A", trackNumber: 1, duration: 100),
    Track(id: 2, path: "/m/A/2.flac", title: "Two", artist: "X", album: "A", trackNumber: 2, duration: 100),
  ]
}
