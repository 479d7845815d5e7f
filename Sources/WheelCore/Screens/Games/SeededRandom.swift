/// The games' randomness: the player's seeded SplitMix64 (`Shuffler`), carried in each game's
/// state, so a seed replays a game exactly (the tests) and nothing in the core reads the
/// system's randomness.
public struct SeededRandom: Equatable, Sendable {
  private var source: Shuffler

  public init(seed: UInt64) { source = Shuffler(seed: seed) }

  public mutating func next() -> UInt64 { source.next() }

  /// A whole number in `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next() % span)
  }

  /// A number in 0..<1.
  public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  public mutating func bool() -> Bool { next() & 1 == 1 }
}
