import CSupport
import Dispatch
import WheelCore

/// Returns freed heap to the system after the big loads: the library index replaced, the user
/// data read and linked to it. Each leaves behind the memory of what it replaced (the decoded
/// file's strings, the previous index), which glibc would otherwise keep resident for good.
final class HeapTrimmer {
  private var seen: (songs: Int, userData: Bool)?

  /// After every batch: trims (off the UI thread) when the library or the user data changed.
  func afterBatch(_ state: AppState) {
    let now = (songs: state.library.index.tracks.count, userData: state.userData.loaded)
    if let seen, seen == now { return }
    seen = now
    DispatchQueue.global(qos: .utility).async { ipod_heap_trim() }
  }
}
