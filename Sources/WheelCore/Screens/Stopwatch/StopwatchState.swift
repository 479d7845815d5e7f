/// The stopwatch: start and stop (▶❚❚), laps while it runs and a reset when stopped (center).
public struct StopwatchState: Equatable, Sendable {
  /// Time gathered in earlier runs, and when the current run began (nil: stopped).
  public private(set) var accumulated = 0.0
  public private(set) var startedAt: Double?
  /// Lap times, most recent first.
  public private(set) var laps: [Double] = []

  public init() {}

  public var isRunning: Bool { startedAt != nil }

  public func elapsed(at now: Double) -> Double {
    accumulated + (startedAt.map { max(0, now - $0) } ?? 0)
  }

  public mutating func toggle(at now: Double) {
    if let start = startedAt {
      accumulated += max(0, now - start)
      startedAt = nil
    } else {
      startedAt = now
    }
  }

  /// Records a lap while running; the lap is the time since the previous lap.
  public mutating func lap(at now: Double) -> Bool {
    guard isRunning else { return false }
    let total = elapsed(at: now)
    laps.insert(total - laps.reduce(0, +), at: 0)
    return true
  }

  public mutating func reset() {
    self = StopwatchState()
  }

  /// "1:02.3" or "1:02:03.4".
  public static func format(_ seconds: Double) -> String {
    let tenths = Int((max(0, seconds) * 10).rounded(.down))
    let (h, m, s, t) = (tenths / 36000, tenths / 600 % 60, tenths / 10 % 60, tenths % 10)
    return (h > 0 ? "\(h):" + two(m) : "\(m)") + ":" + two(s) + ".\(t)"
  }
}
