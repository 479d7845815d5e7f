/// The picture a cover is drawn from: the album's art once loaded, else a generated cover (its
/// colour from the name, its initials in the big pixel font), so every album has a face to
/// turn in perspective and reflect.
enum CoverTexture {
  /// Side of a generated cover in pixels: enough for crisp initials at any Cover Flow size.
  static let generatedSide = 45

  static func texture(for album: LibraryGroup, in covers: CoverArtCache) -> Picture {
    covers.pictures[CoverArtCache.key(for: album)] ?? generated(album.name)
  }

  static func generated(_ name: String) -> Picture {
    let side = generatedSide
    let background = CoverPainter.color(for: name)
    let ink = (Int(background.r) * 3 + Int(background.g) * 6 + Int(background.b)) > 1400 ? RGB(0x202020) : RGB(0xF8F8F8)
    var pixels = [RGB](repeating: background, count: side * side)
    // A light fall from top to bottom, so the cover reads as a printed sleeve, not a flat swatch.
    for y in 0..<side {
      let shade = 1.08 - 0.22 * Double(y) / Double(side)
      let row = background.lightened(shade)
      for x in 0..<side { pixels[y * side + x] = row }
    }
    let letters = CoverPainter.initials(of: name).filter { BigGlyphs.font[$0] != nil }
    let dot = 4
    let glyphWidth = 3 * dot
    let gap = dot
    let total = letters.count * glyphWidth + max(0, letters.count - 1) * gap
    let x0 = (side - total) / 2
    let y0 = (side - 5 * dot) / 2
    for (i, letter) in letters.enumerated() {
      guard let rows = BigGlyphs.font[letter] else { continue }
      for (ry, row) in rows.enumerated() {
        for (rx, mark) in row.enumerated() where mark == "#" {
          for dy in 0..<dot {
            for dx in 0..<dot {
              let x = x0 + i * (glyphWidth + gap) + rx * dot + dx
              let y = y0 + ry * dot + dy
              if x >= 0, x < side, y >= 0, y < side { pixels[y * side + x] = ink }
            }
          }
        }
      }
    }
    return Picture(width: side, height: side, pixels: pixels)!
  }

  /// The back of a cover while it turns: a plain light card (the track list appears on it
  /// once it faces the viewer).
  static let back: Picture = {
    let side = 8
    return Picture(
      width: side, height: side, pixels: (0..<(side * side)).map { $0 < side ? RGB(0xB8BCC4) : RGB(0xF2F2F2) })!
  }()
}

extension RGB {
  /// The colour scaled by `factor`, brighter above 1, clamped to white.
  func lightened(_ factor: Double) -> RGB {
    func c(_ v: UInt8) -> UInt8 { UInt8(min(255, max(0, Double(v) * factor))) }
    return RGB(r: c(r), g: c(g), b: c(b))
  }
}
