#if canImport(Glibc)
  import Glibc
#endif

/// A thread of the scan's own (POSIX), not one of Dispatch's pool: the app runs the scan on a
/// Dispatch queue, and work handed from there to the pool (a read-ahead that itself fans out
/// with `concurrentPerform`) could find no free pool thread and run on one core only. Threads
/// made for the job are always there.
final class ScanThread {
  private var thread = pthread_t()
  private let started: Bool

  private final class Job {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }

  /// Starts `body` on a new thread (or runs it here, at once, when no thread can be made).
  init(_ body: @escaping @Sendable () -> Void) {
    let job = Job(body)
    let context = Unmanaged.passRetained(job).toOpaque()
    started =
      pthread_create(
        &thread, nil,
        { context in
          Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().body()
          return nil
        }, context) == 0
    if !started {
      Unmanaged<Job>.fromOpaque(context).release()
      body()
    }
  }

  /// Waits for the thread's end.
  func join() {
    if started { pthread_join(thread, nil) }
  }

  /// Runs `body(0) ... body(count - 1)` at once, each on its own thread (the last on this one),
  /// and returns when all have ended.
  static func run(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let others = (0..<max(0, count - 1)).map { index in ScanThread { body(index) } }
    if count > 0 { body(count - 1) }
    for thread in others { thread.join() }
  }
}
