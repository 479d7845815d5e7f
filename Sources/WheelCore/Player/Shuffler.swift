/// Shuffles a queue with a seeded generator, so a shuffle can be replayed in tests (the
/// random tests use it as their generator too).
public struct Shuffler: RandomNumberGenerator, Equatable, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  /// SplitMix64: small, fast and good enough to deal songs.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform index below `bound`.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// Songs in random order with `first` (when given) leading, as when a song is chosen with
  /// shuffle on.
  public mutating func shuffleSongs(_ tracks: [Int32], first: Int32? = nil) -> [Int32] {
    var result = tracks
    for i in stride(from: result.count - 1, to: 0, by: -1) { result.swapAt(i, below(i + 1)) }
    if let first, let at = result.firstIndex(of: first) { result.swapAt(0, at) }
    return result
  }

  /// Albums in random order, each album's songs kept in their order.
  public mutating func shuffleAlbums(_ tracks: [Int32], albumOf: (Int32) -> String) -> [Int32] {
    var order: [String] = []
    var byAlbum: [String: [Int32]] = [:]
    for t in tracks {
      let album = albumOf(t)
      if byAlbum[album] == nil { order.append(album) }
      byAlbum[album, default: []].append(t)
    }
    for i in stride(from: order.count - 1, to: 0, by: -1) { order.swapAt(i, below(i + 1)) }
    return order.flatMap { byAlbum[$0] ?? [] }
  }
}
