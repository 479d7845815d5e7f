/// SplitMix64: a tiny generator carried in the games' state, so a seed replays a game exactly
/// (the tests) and nothing in the core reads the system's randomness.
public struct SeededRandom: Equatable, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in `range` (empty ranges give the lower bound).
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next() % span)
  }

  /// A number in 0..<1.
  public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  public mutating func bool() -> Bool { next() & 1 == 1 }
}
