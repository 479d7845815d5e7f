/// Screen Lock: a combination of four numbers (0-9) chosen with the wheel, held in memory
/// only (a restart forgets it, and so unlocks), and whether the iPod is locked now.
public struct ScreenLockState: Equatable, Sendable {
  public internal(set) var combination: [Int]?
  /// The numbers being entered, and which of the four the wheel turns.
  public internal(set) var entry = [0, 0, 0, 0]
  public internal(set) var position = 0
  public internal(set) var isLocked = false
  /// The last try was wrong (shown until the next number moves).
  public internal(set) var wrong = false

  public static let length = 4

  /// The wheel turns the current number, wrapping 9 → 0.
  mutating func turn(_ steps: Int) {
    entry[position] = ((entry[position] + steps % 10) % 10 + 10) % 10
    wrong = false
  }

  mutating func clearEntry() {
    entry = [0, 0, 0, 0]
    position = 0
  }
}
