/// For one axis, which source pixels each target pixel covers and by how much: the overlap of
/// the target pixel's span `[i*r, (i+1)*r)` with each source pixel, divided by `r`, so the
/// weights of one target pixel sum to 1. Precomputed once per scale, reused for every row.
struct AxisWeights {
  private var first: [Int] = []
  private var start: [Int] = []
  private var weights: [Float] = []

  init(source: Int, target: Int) {
    let ratio = Double(source) / Double(target)
    first.reserveCapacity(target)
    start.reserveCapacity(target + 1)
    for i in 0..<target {
      let low = Double(i) * ratio
      let high = Double(i + 1) * ratio
      let from = min(source - 1, Int(low))
      let to = min(source, max(from + 1, Int(high.rounded(.up))))
      first.append(from)
      start.append(weights.count)
      for s in from..<to {
        let overlap = min(high, Double(s + 1)) - max(low, Double(s))
        weights.append(Float(max(0, overlap) / ratio))
      }
    }
    start.append(weights.count)
  }

  /// Calls `body(sourceIndex, weight)` for every source pixel under target pixel `index`.
  @inline(__always)
  func forEach(_ index: Int, _ body: (Int, Float) -> Void) {
    let base = first[index]
    for k in start[index]..<start[index + 1] {
      body(base + k - start[index], weights[k])
    }
  }
}
