/// Engine reports held back until the device has played the frame they belong to.
///
/// The decoder and mixer run ahead of the listener by the device's buffer (300 ms on a
/// sound server), so a report sent when its samples are written would show an elapsed time
/// that was never heard. Each report waits here, tagged with the stream frame it describes,
/// until the device's played count (written minus its delay) reaches that frame.
struct HeardEvents {
  private var pending: [(frame: Int, event: AudioEvent)] = []
  private var head = 0

  var isEmpty: Bool { head == pending.count }

  /// Holds `events` until frame `frame` of the stream has been heard.
  mutating func add(_ events: [AudioEvent], atFrame frame: Int) {
    for event in events { pending.append((frame, event)) }
  }

  /// Removes and returns the reports whose frame has been played, in order.
  mutating func take(played: Int) -> [AudioEvent] {
    var due: [AudioEvent] = []
    while head < pending.count, pending[head].frame <= played {
      due.append(pending[head].event)
      head += 1
    }
    if head == pending.count {
      pending.removeAll(keepingCapacity: true)
      head = 0
    }
    return due
  }

  /// Everything still held, for a stream that failed: what was lost is not heard, but a
  /// track's start and end still happened. Positions are dropped.
  mutating func takeAllButPositions() -> [AudioEvent] {
    let rest = pending[head...].map(\.event).filter {
      if case .position = $0 { return false }
      return true
    }
    pending.removeAll(keepingCapacity: true)
    head = 0
    return rest
  }

  /// Forgets every held report (play, seek and stop discard the buffered music).
  mutating func removeAll() {
    pending.removeAll(keepingCapacity: true)
    head = 0
  }
}
