import WheelCore

extension RGB {
  /// The nearest colour of xterm's 256-colour palette (the 6x6x6 cube or the grey ramp).
  var xterm256: Int {
    let levels = [0, 95, 135, 175, 215, 255]
    func nearestLevel(_ v: UInt8) -> Int {
      var best = 0
      for i in 1..<levels.count where abs(levels[i] - Int(v)) < abs(levels[best] - Int(v)) { best = i }
      return best
    }
    let (ri, gi, bi) = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
    let cube = 16 + 36 * ri + 6 * gi + bi
    let cubeError = distance(to: (levels[ri], levels[gi], levels[bi]))
    let mean = (Int(r) + Int(g) + Int(b)) / 3
    let greyIndex = max(0, min(23, (mean - 8 + 5) / 10))
    let greyLevel = 8 + 10 * greyIndex
    let greyError = distance(to: (greyLevel, greyLevel, greyLevel))
    return greyError < cubeError ? 232 + greyIndex : cube
  }

  private func distance(to c: (Int, Int, Int)) -> Int {
    let dr = Int(r) - c.0
    let dg = Int(g) - c.1
    let db = Int(b) - c.2
    return dr * dr + dg * dg + db * db
  }
}
