/// The countdown timer. It keeps running while the user browses elsewhere; when it ends the
/// alarm rings until any button dismisses it.
public struct TimerState: Equatable, Sendable {
  public enum Status: Equatable, Sendable {
    case idle
    case running(endsAt: Double)
    case paused(remaining: Double)
    case ringing
  }

  public private(set) var minutes = 5
  public private(set) var status = Status.idle

  public static let minuteRange = 1...180

  public init() {}

  public var isActive: Bool {
    switch status {
    case .idle: false
    default: true
    }
  }

  public func remaining(at now: Double) -> Double {
    switch status {
    case .idle: Double(minutes * 60)
    case .running(let end): max(0, end - now)
    case .paused(let left): left
    case .ringing: 0
    }
  }

  /// The wheel sets the minutes while the timer is idle; says whether they changed.
  public mutating func adjust(by steps: Int) -> Bool {
    guard status == .idle else { return false }
    let new = min(Self.minuteRange.upperBound, max(Self.minuteRange.lowerBound, minutes + steps))
    defer { minutes = new }
    return new != minutes
  }

  /// Center: start, pause, resume.
  public mutating func toggle(at now: Double) {
    switch status {
    case .idle: status = .running(endsAt: now + Double(minutes * 60))
    case .running(let end): status = .paused(remaining: max(0, end - now))
    case .paused(let left): status = .running(endsAt: now + left)
    case .ringing: status = .idle
    }
  }

  public mutating func cancel() { status = .idle }

  /// Time passed: returns true exactly once, when the countdown reaches zero.
  public mutating func tick(at now: Double) -> Bool {
    guard case .running(let end) = status, now >= end else { return false }
    status = .ringing
    return true
  }

  /// When the core must wake to ring.
  public var deadline: Double? {
    if case .running(let end) = status { return end }
    return nil
  }
}
