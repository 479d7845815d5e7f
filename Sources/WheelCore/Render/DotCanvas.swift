/// A small pixel canvas drawn into the grid as half blocks (two square pixels per cell, the
/// upper over the lower), for the clock faces and the game boards. Shapes are clipped, so a
/// painter never needs to check its own edges.
struct DotCanvas: Equatable {
  let width: Int
  let height: Int
  private(set) var pixels: [RGB]

  /// A canvas covering `cells`, two pixel rows per cell row.
  init(cells: Size, background: RGB) {
    width = max(0, cells.width)
    height = max(0, cells.height * 2)
    pixels = Array(repeating: background, count: width * height)
  }

  subscript(x: Int, y: Int) -> RGB { pixels[y * width + x] }

  mutating func set(_ x: Int, _ y: Int, _ color: RGB) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    pixels[y * width + x] = color
  }

  /// Fills the pixels from (x0, y0) up to but not including (x1, y1).
  mutating func fill(x0: Int, y0: Int, x1: Int, y1: Int, _ color: RGB) {
    for y in max(0, y0)..<max(max(0, y0), min(height, y1)) {
      for x in max(0, x0)..<max(max(0, x0), min(width, x1)) { pixels[y * width + x] = color }
    }
  }

  /// Every pixel whose center lies within `radius` of (cx, cy).
  mutating func disc(cx: Double, cy: Double, radius: Double, _ color: RGB) {
    let r2 = radius * radius
    for y in Int((cy - radius).rounded(.down))...Int((cy + radius).rounded(.up)) {
      for x in Int((cx - radius).rounded(.down))...Int((cx + radius).rounded(.up)) {
        let dx = Double(x) + 0.5 - cx
        let dy = Double(y) + 0.5 - cy
        if dx * dx + dy * dy <= r2 { set(x, y, color) }
      }
    }
  }

  /// A line of `thickness` pixels, drawn as discs along it (round ends, no gaps).
  mutating func line(from a: (x: Double, y: Double), to b: (x: Double, y: Double), thickness: Double = 1, _ color: RGB)
  {
    let length = max(abs(b.x - a.x), abs(b.y - a.y))
    let steps = max(1, Int((length * 2).rounded(.up)))
    for i in 0...steps {
      let t = Double(i) / Double(steps)
      let x = a.x + (b.x - a.x) * t
      let y = a.y + (b.y - a.y) * t
      if thickness <= 1 {
        set(Int(x.rounded(.down)), Int(y.rounded(.down)), color)
      } else {
        disc(cx: x, cy: y, radius: thickness / 2, color)
      }
    }
  }

  /// Copies the canvas into the grid with its top-left cell at `origin`.
  func paint(into grid: inout Grid, at origin: Point) {
    for row in 0..<height / 2 {
      for col in 0..<width {
        grid.putArt(
          at: Point(x: origin.x + col, y: origin.y + row), top: self[col, 2 * row], bottom: self[col, 2 * row + 1])
      }
    }
  }
}

/// Places the objects of a game board (its own units) on a canvas that fills a rectangle of
/// the display, so the rules never depend on the terminal's size.
struct BoardScale {
  let boardWidth: Double, boardHeight: Double
  let canvasWidth: Double, canvasHeight: Double

  func x(_ bx: Double) -> Double { bx * canvasWidth / boardWidth }
  func y(_ by: Double) -> Double { by * canvasHeight / boardHeight }

  /// A board rectangle as canvas pixels, at least one pixel each way so nothing vanishes.
  func fill(_ canvas: inout DotCanvas, x: Double, y: Double, width: Double, height: Double, _ color: RGB) {
    let x0 = Int(self.x(x).rounded(.down))
    let y0 = Int(self.y(y).rounded(.down))
    let x1 = max(x0 + 1, Int(self.x(x + width).rounded(.down)))
    let y1 = max(y0 + 1, Int(self.y(y + height).rounded(.down)))
    canvas.fill(x0: x0, y0: y0, x1: x1, y1: y1, color)
  }
}
