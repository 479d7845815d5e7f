/// Draws one album cover into a rectangle of cells: its picture scaled to fit, or a generated
/// cover (the album's initials on a colour derived from its name).
enum CoverPainter {
  /// Draws the cover scaled to `rect`, keeping only the cells inside `visible` (the display).
  /// `shade` darkens covers away from the center, so the row reads as going into the distance.
  static func paint(
    _ picture: Picture?, name: String, in rect: Rect, clippedTo visible: Rect, shade: Double = 1, into grid: inout Grid
  ) {
    var layer = Grid(size: Size(width: rect.width, height: rect.height), widths: grid.widths)
    let local = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
    if let picture {
      paintPicture(picture, in: local, into: &layer)
    } else {
      paintGenerated(name, in: local, into: &layer)
    }
    for y in visible.y..<visible.maxY {
      for x in visible.x..<visible.maxX {
        let cell = layer[x - rect.x, y - rect.y]
        grid.put(cell.character, at: Point(x: x, y: y), role: cell.role)
        if let art = cell.art {
          grid.setArt(at: Point(x: x, y: y), ArtColors(top: art.top.scaled(shade), bottom: art.bottom.scaled(shade)))
        }
      }
    }
  }

  /// Nearest-pixel sampling: each cell takes the pixels under its upper and lower halves.
  static func paintPicture(_ picture: Picture, in rect: Rect, into grid: inout Grid) {
    guard rect.width > 0, rect.height > 0 else { return }
    let pixelRows = rect.height * 2
    for row in 0..<rect.height {
      for col in 0..<rect.width {
        let px = col * picture.width / rect.width
        let top = (2 * row) * picture.height / pixelRows
        let bottom = (2 * row + 1) * picture.height / pixelRows
        grid.putArt(at: Point(x: rect.x + col, y: rect.y + row), top: picture[px, top], bottom: picture[px, bottom])
      }
    }
  }

  static func paintGenerated(_ name: String, in rect: Rect, into grid: inout Grid) {
    let background = color(for: name)
    let ink = (Int(background.r) * 3 + Int(background.g) * 6 + Int(background.b)) > 1400 ? RGB(0x202020) : RGB(0xF8F8F8)
    for row in 0..<rect.height {
      for col in 0..<rect.width {
        grid.putArt(at: Point(x: rect.x + col, y: rect.y + row), top: background, bottom: background)
      }
    }
    let letters = initials(of: name)
    guard rect.width >= letters.count + 2, rect.height >= 1 else { return }
    let y = rect.y + rect.height / 2
    let x = rect.x + (rect.width - letters.count) / 2
    for (i, c) in letters.enumerated() {
      let p = Point(x: x + i, y: y)
      guard grid.bounds.contains(p) else { continue }
      grid.put(c, at: p, role: .art)
      grid.setArt(at: p, ArtColors(top: ink, bottom: background))
    }
  }

  /// Up to two initials, from the first letters of the first words (skipping a leading "The").
  static func initials(of name: String) -> [Character] {
    var words = name.split(separator: " ").filter { $0.first.map { $0.isLetter || $0.isNumber } ?? false }
    if words.count > 1, words[0].lowercased() == "the" { words.removeFirst() }
    let letters = words.prefix(2).compactMap { $0.first }.map { Character($0.uppercased()) }
    return letters.filter { TextWidth.of($0) == 1 }.isEmpty ? ["♪"] : letters.filter { TextWidth.of($0) == 1 }
  }

  /// A stable, pleasant colour from the name (FNV-1a hash to a hue, fixed saturation).
  static func color(for name: String) -> RGB {
    var hash: UInt32 = 2_166_136_261
    for b in name.utf8 { hash = (hash ^ UInt32(b)) &* 16_777_619 }
    let hue = Double(hash % 360) / 60
    let c = 0.55
    let x = c * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
    let m = 0.25
    let (r, g, b): (Double, Double, Double)
    switch Int(hue) {
    case 0: (r, g, b) = (c, x, 0)
    case 1: (r, g, b) = (x, c, 0)
    case 2: (r, g, b) = (0, c, x)
    case 3: (r, g, b) = (0, x, c)
    case 4: (r, g, b) = (x, 0, c)
    default: (r, g, b) = (c, 0, x)
    }
    return RGB(r: UInt8((r + m) * 255), g: UInt8((g + m) * 255), b: UInt8((b + m) * 255))
  }
}

extension RGB {
  /// The colour darkened towards black by `factor` (1 keeps it).
  func scaled(_ factor: Double) -> RGB {
    let f = min(1, max(0, factor))
    return RGB(r: UInt8(Double(r) * f), g: UInt8(Double(g) * f), b: UInt8(Double(b) * f))
  }
}
