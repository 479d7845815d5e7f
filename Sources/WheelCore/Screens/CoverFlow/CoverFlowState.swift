/// Which album Cover Flow shows and the short slide between albums. The slide is a function
/// of time, so rendering stays pure: the row is at `position(at:)`.
public struct CoverFlowState: Equatable, Sendable {
  public private(set) var selected = 0
  private var from = 0.0
  private var startedAt = -1.0

  public static let slideSeconds = 0.18

  public init() {}

  public mutating func move(by steps: Int, count: Int, at now: Double) -> Bool {
    let target = min(max(0, selected + steps), max(0, count - 1))
    guard target != selected else { return false }
    from = position(at: now)
    startedAt = now
    selected = target
    return true
  }

  public mutating func clamp(count: Int) {
    selected = min(selected, max(0, count - 1))
    from = Double(selected)
  }

  public func position(at now: Double) -> Double {
    let t = min(1, max(0, (now - startedAt) / Self.slideSeconds))
    let eased = 1 - (1 - t) * (1 - t)
    return from + (Double(selected) - from) * eased
  }

  /// When the next frame of the slide is due, nil when the row is still.
  public func nextFrame(after now: Double) -> Double? {
    now < startedAt + Self.slideSeconds ? now + 1.0 / 30 : nil
  }
}
