/// The selected row blinking, as the 5G's does when a hold of the center adds it to On-The-Go:
/// the highlight goes off and on `blinks` times, from `since`.
public struct RowFlash: Equatable, Sendable {
  public var screen: Screen
  public var row: Int
  public var since: Double

  /// Each half of a blink (off, then on again).
  public static let phaseSeconds = 0.12
  public static let blinks = 3

  public var until: Double { since + Self.phaseSeconds * Double(2 * Self.blinks) }

  /// Whether the highlight is off at `time` (it goes off first).
  public func isDark(at time: Double) -> Bool {
    guard time >= since, time < until else { return false }
    return Int((time - since) / Self.phaseSeconds) % 2 == 0
  }

  /// When the highlight next changes, while blinking.
  public func nextChange(after time: Double) -> Double? {
    guard time < until else { return nil }
    let phase = max(0, Int(((time - since) / Self.phaseSeconds).rounded(.down)) + 1)
    return since + Double(phase) * Self.phaseSeconds
  }
}
