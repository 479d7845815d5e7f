/// One batch's tags being read on the workers while the scanning thread writes the batch
/// before it: the database writes (one thread) no longer leave the other cores idle.
///
/// Unchecked Sendable is sound: `updates` is written once by the reading thread and read only
/// after `wait()` has joined it.
final class ReadAhead: @unchecked Sendable {
  private var updates: [LibraryDatabase.FileUpdate] = []
  private var thread: ScanThread?

  init(_ batch: [FoundFile], root: RawPath, workers: Int) {
    thread = ScanThread { [self] in
      updates = LibraryScanner.read(batch, root: root, workers: workers)
    }
  }

  /// The batch's updates, in its order, once read.
  func wait() -> [LibraryDatabase.FileUpdate] {
    thread?.join()
    thread = nil
    return updates
  }
}
