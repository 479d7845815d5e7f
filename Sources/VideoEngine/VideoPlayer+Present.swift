import Platform
import WheelCore

/// The presenter thread: shows the head of the queue when the master clock reaches it, drops
/// it when it is too late and a newer frame is due, and reports the end once the last frame
/// has had its time.
extension VideoPlayer {
  private enum Step {
    case show(VideoFrame)
    case wait(UInt64?)
    case finish(String)
  }

  func presentLoop() {
    defer { threadExited() }
    while true {
      let snapshot: (Session, Decoded?, Double?)? = monitor.locked {
        let ready = { [self] in
          guard !closing, let session = self.session else { return closing }
          return session.clock != nil && (!queue.isEmpty || session.ended)
            && (!session.paused || !session.shownThisGeneration)
        }
        // The sound's first moment (the clock) arrives without a signal: look again every 50 ms.
        while !monitor.wait(until: ready, deadline: MonotonicClock.nanoseconds() + 50_000_000) {}
        guard !closing, let session else { return nil }
        return (session, queue.first, queue.dropFirst().first?.pts)
      }
      guard let (session, head, next) = snapshot, let clock = session.clock else { return }
      let now = clockNow(clock, path: session.path)
      let step = decide(session, head: head, next: next, clock: now)
      switch step {
      case .show(let frame):
        onEvent(.frame(frame))
      case .wait(let nanos):
        monitor.locked {
          let seen = changes
          monitor.wait(
            until: { closing || changes != seen }, deadline: MonotonicClock.nanoseconds() + (nanos ?? 50_000_000))
        }
      case .finish(let path):
        onEvent(.finished(path: path))
      }
    }
  }

  /// Takes the decision for the head of the queue, and applies it to the shared state.
  private func decide(_ seen: Session, head: Decoded?, next: Double?, clock: Double?) -> Step {
    monitor.locked {
      guard let session, session.generation == seen.generation, session.path == seen.path else { return .wait(0) }
      guard let head, let first = queue.first, first.pts == head.pts, first.generation == head.generation else {
        return finishIfDue(session, clock: clock)
      }
      switch timing.decide(pts: head.pts, next: next, clock: clock, firstFrame: !session.shownThisGeneration) {
      case .present:
        queue.removeFirst()
        self.session?.shownThisGeneration = true
        counters.presented += 1
        if counters.presentations.count < VideoStats.maxPresentations {
          counters.presentations.append(.init(pts: head.pts, clock: clock, at: MonotonicClock.nanoseconds()))
        }
        monitor.broadcast()  // room for the decoder
        return .show(VideoFrame(path: session.path, pts: head.pts, picture: head.picture, generation: head.generation))
      case .drop:
        queue.removeFirst()
        counters.droppedLate += 1
        monitor.broadcast()
        return .wait(0)
      case .wait(let seconds):
        return .wait(UInt64(max(0.001, seconds) * 1e9))
      }
    }
  }

  /// The decoder has ended and every frame has gone: the video is over once the clock has
  /// passed the last frame's time (its sound has played too).
  private func finishIfDue(_ session: Session, clock: Double?) -> Step {
    guard session.ended, queue.isEmpty else { return .wait(nil) }
    let end = (session.lastPTS ?? 0) + session.frameInterval
    guard let clock, clock >= end else { return .wait(20_000_000) }
    self.session = nil
    return .finish(session.path)
  }
}
