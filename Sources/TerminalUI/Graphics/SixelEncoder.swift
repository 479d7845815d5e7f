import WheelCore

/// Encodes a picture as sixel, scaled to `width` x `height` terminal pixels, in a fixed
/// palette of 252 colours (6 red x 7 green x 6 blue levels, green finest as the eye is).
///
/// Written here rather than taken from libchafa: chafa 1.12's sixel output (Debian 12) comes
/// out sheared on xterm 379 in VT340 mode, the one sixel terminal the tests can run, while a
/// plain encoder of one palette and run-length bands draws true there. Pure, so it is tested
/// byte for byte. Kitty pictures still go through chafa.
enum SixelEncoder {
  static let levels = (r: 6, g: 7, b: 6)

  static func paletteIndex(_ c: RGB) -> Int {
    let r = (Int(c.r) * (levels.r - 1) + 127) / 255
    let g = (Int(c.g) * (levels.g - 1) + 127) / 255
    let b = (Int(c.b) * (levels.b - 1) + 127) / 255
    return (r * levels.g + g) * levels.b + b
  }

  /// The colour of a palette entry in percent per channel, as sixel defines colours.
  static func percent(_ index: Int) -> (Int, Int, Int) {
    let b = index % levels.b
    let g = (index / levels.b) % levels.g
    let r = index / (levels.b * levels.g)
    return (r * 100 / (levels.r - 1), g * 100 / (levels.g - 1), b * 100 / (levels.b - 1))
  }

  static func encode(_ picture: Picture, width: Int, height: Int) -> [UInt8] {
    guard width > 0, height >= 6 else { return [] }
    // Whole bands only: a partial band would paint below the cells it belongs to.
    let h = height / 6 * 6
    let colours = levels.r * levels.g * levels.b
    var indices = [Int](repeating: 0, count: width * h)
    var used = [Bool](repeating: false, count: colours)
    for y in 0..<h {
      let sy = y * picture.height / h
      for x in 0..<width {
        let i = paletteIndex(picture[x * picture.width / width, sy])
        indices[y * width + x] = i
        used[i] = true
      }
    }
    var out = Array("\u{1B}P9;1;0q\"1;1;\(width);\(h)".utf8)
    for i in 0..<colours where used[i] {
      let (r, g, b) = percent(i)
      out += Array("#\(i);2;\(r);\(g);\(b)".utf8)
    }
    // One row of sixel bits per colour present in the band, cleared again after use.
    var bits = [UInt8](repeating: 0, count: colours * width)
    var inBand = [Bool](repeating: false, count: colours)
    var present: [Int] = []
    for band in stride(from: 0, to: h, by: 6) {
      present.removeAll(keepingCapacity: true)
      for k in 0..<6 {
        let row = (band + k) * width
        for x in 0..<width {
          let c = indices[row + x]
          if !inBand[c] {
            inBand[c] = true
            present.append(c)
          }
          bits[c * width + x] |= 1 << k
        }
      }
      present.sort()
      for (n, c) in present.enumerated() {
        if n > 0 { out.append(UInt8(ascii: "$")) }
        out += Array("#\(c)".utf8)
        appendRuns(bits[(c * width)..<((c + 1) * width)], to: &out)
        for x in 0..<width { bits[c * width + x] = 0 }
        inBand[c] = false
      }
      out.append(UInt8(ascii: "-"))
    }
    out += Array("\u{1B}\\".utf8)
    return out
  }

  /// Sixel characters (63 + the six bits), repeats of four or more as `!count char`.
  static func appendRuns(_ bits: ArraySlice<UInt8>, to out: inout [UInt8]) {
    var x = bits.startIndex
    while x < bits.endIndex {
      var end = x + 1
      while end < bits.endIndex, bits[end] == bits[x] { end += 1 }
      let run = end - x
      let char = 63 + bits[x]
      if run >= 4 {
        out += Array("!\(run)".utf8)
        out.append(char)
      } else {
        out += Array(repeating: char, count: run)
      }
      x = end
    }
  }
}
