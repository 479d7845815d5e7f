/// Which file the decoder opens when the one it decodes ends: the gapless queue's one step.
///
/// The app names the song after the one it shows (`queueNext`) only once it has *heard* the
/// previous song end, while the decoder runs up to ~0.4 s ahead of the listener. With one
/// "next" slot, a song that ends before the decoder has taken the slot is followed by the app
/// naming the song after next into that same slot, and the song in between is lost: the queue
/// then waits for a song that never plays (60 tiny songs stalled 1 run in 7 on PulseAudio). So
/// the successor is *claimed* in the same step as the end of the file it follows: at the end of
/// decoding if it is known, else at the moment the app names it. A name given after a claim
/// then always means the song after the claimed one.
///
/// Held in `EngineShared`, changed only under its lock.
struct UpcomingTracks: Equatable, Sendable {
  /// Follows the file being decoded (or the claimed one, once there is a claim).
  private(set) var next: String?
  /// The decoder ended its file and opens this one next.
  private(set) var claimed: String?
  /// The generation (see `EngineShared.generation`) whose file ended with nothing claimed: a
  /// name given now is claimed at once.
  private var endedWithoutSuccessor: Int?

  /// The app names the song after the current one (nil: none).
  mutating func name(_ path: String?, generation: Int) {
    if claimed == nil, endedWithoutSuccessor == generation, let path {
      claimed = path
      endedWithoutSuccessor = nil
    } else {
      next = path
    }
  }

  /// The decoder reached the end of its file in `generation`: the named successor is claimed.
  mutating func decoderEnded(generation: Int) {
    if let next {
      claimed = next
      self.next = nil
    } else {
      endedWithoutSuccessor = generation
    }
  }

  /// The claimed file, taken by the decoder to open it.
  mutating func takeClaimed() -> String? {
    defer { claimed = nil }
    return claimed
  }

  /// A seek restarts the audible file. The song that followed it still follows: the one the
  /// decoder had claimed, or the one it had already opened (`rolledInto`), else the one named.
  mutating func restartCurrent(rolledInto: String?) {
    if let claimed {
      next = claimed
      self.claimed = nil
    } else if let rolledInto {
      next = rolledInto
    }
    endedWithoutSuccessor = nil
  }

  /// Play and stop: nothing follows.
  mutating func clear() { self = UpcomingTracks() }
}
