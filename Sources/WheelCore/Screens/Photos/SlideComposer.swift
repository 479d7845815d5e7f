/// The transitions between two slides, as pure functions of the two pictures and how far the
/// change is (0: all the old slide, 1: all the new one).
enum SlideComposer {
  static func compose(from old: PixelCanvas, to new: PixelCanvas, kind: SlideTransition, fraction: Double)
    -> PixelCanvas
  {
    guard old.width == new.width, old.height == new.height else { return new }
    let f = min(1, max(0, fraction))
    switch kind {
    case .off, .random: return f < 1 ? old : new
    case .dissolve: return dissolve(old, new, f)
    case .wipe: return wipe(old, new, f)
    case .push: return push(old, new, f)
    }
  }

  /// Each pixel a mix of the two, the new one's share growing.
  static func dissolve(_ old: PixelCanvas, _ new: PixelCanvas, _ f: Double) -> PixelCanvas {
    var out = new
    let k = Int(f * 256)
    for i in 0..<out.pixels.count {
      let a = old.pixels[i]
      let b = new.pixels[i]
      out.pixels[i] = RGB(r: mix(a.r, b.r, k), g: mix(a.g, b.g, k), b: mix(a.b, b.b, k))
    }
    return out
  }

  private static func mix(_ a: UInt8, _ b: UInt8, _ k: Int) -> UInt8 {
    UInt8((Int(a) * (256 - k) + Int(b) * k) >> 8)
  }

  /// The new slide uncovered from the left, the edge moving across.
  static func wipe(_ old: PixelCanvas, _ new: PixelCanvas, _ f: Double) -> PixelCanvas {
    var out = old
    let edge = Int((Double(old.width) * f).rounded())
    for y in 0..<old.height {
      for x in 0..<edge { out.pixels[y * old.width + x] = new.pixels[y * old.width + x] }
    }
    return out
  }

  /// The new slide comes in from the right and pushes the old one out to the left.
  static func push(_ old: PixelCanvas, _ new: PixelCanvas, _ f: Double) -> PixelCanvas {
    var out = old
    let w = old.width
    let shift = Int((Double(w) * f).rounded())
    for y in 0..<old.height {
      let row = y * w
      for x in 0..<w {
        out.pixels[row + x] = x < w - shift ? old.pixels[row + x + shift] : new.pixels[row + x - (w - shift)]
      }
    }
    return out
  }
}
