import Dispatch

/// One batch's tags being read on the workers while the scanning thread writes the batch
/// before it: the database writes (one thread) no longer leave the other cores idle.
///
/// Unchecked Sendable is sound: `updates` is written once by the reading block and read only
/// after `wait()` has seen that block finish.
final class ReadAhead: @unchecked Sendable {
  private let group = DispatchGroup()
  private var updates: [LibraryDatabase.FileUpdate] = []

  init(_ batch: [FoundFile], root: RawPath, workers: Int) {
    DispatchQueue.global().async(group: group) { [self] in
      updates = LibraryScanner.read(batch, root: root, workers: workers)
    }
  }

  /// The batch's updates, in its order, once read.
  func wait() -> [LibraryDatabase.FileUpdate] {
    group.wait()
    return updates
  }
}
