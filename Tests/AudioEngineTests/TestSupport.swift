import AudioEngine
import Foundation

/// Collects engine events and lets a test wait on a condition over them.
final class EventRecorder: @unchecked Sendable {
  private let condition = NSCondition()
  private var list: [AudioEvent] = []

  var callback: @Sendable (AudioEvent) -> Void { { [self] in record($0) } }

  func record(_ event: AudioEvent) {
    condition.lock()
    list.append(event)
    condition.broadcast()
    condition.unlock()
  }

  var events: [AudioEvent] {
    condition.lock()
    defer { condition.unlock() }
    return list
  }

  /// Waits until `predicate(events)` holds; false after `timeout` seconds.
  @discardableResult
  func wait(timeout: Double = 10, until predicate: ([AudioEvent]) -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while !predicate(list) {
      if !condition.wait(until: deadline) { return predicate(list) }
    }
    return true
  }

  /// Events other than `.position`, which depend on timing.
  var milestones: [AudioEvent] {
    events.filter { if case .position = $0 { false } else { true } }
  }
}

/// Polls `condition` every 2 ms until it holds or `timeout` passes. Only for states
/// that advance with real-time pacing and have no event to wait on.
func poll(timeout: Double = 10, _ condition: () -> Bool) -> Bool {
  let deadline = Date(timeIntervalSinceNow: timeout)
  while !condition() {
    if Date() > deadline { return false }
    usleep(2_000)
  }
  return true
}

/// The repository's generated sounds.
let repoSounds: SoundBank = {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  return SoundBank.load(directory: root.appendingPathComponent("sounds").path)
}()

func classicClick() -> Sound { repoSounds.click(named: "Classic")! }

/// `sound` repeated `times` times, as the device receives clicks that do not overlap.
func repeated(_ samples: [Int16], _ times: Int) -> [Int16] {
  Array([[Int16]](repeating: samples, count: times).joined())
}
