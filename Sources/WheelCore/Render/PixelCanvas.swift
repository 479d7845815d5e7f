/// A rectangle of pixels that a screen paints freely (Cover Flow's perspective, a photo's
/// transition) and then hands to the grid: as half blocks, two pixels a cell, always, and as an
/// image placement for terminals that show real pixels (see `ImagePlacement`).
///
/// Pixels are square when the canvas holds `s` columns and `2s` rows a cell, since a terminal
/// cell is about twice as tall as it is wide.
public struct PixelCanvas: Equatable, Sendable {
  public let width: Int
  public let height: Int
  /// Row-major, `width * height` of them.
  public internal(set) var pixels: [RGB]

  public init(width: Int, height: Int, fill: RGB = RGB(0)) {
    self.width = max(0, width)
    self.height = max(0, height)
    pixels = Array(repeating: fill, count: self.width * self.height)
  }

  public subscript(x: Int, y: Int) -> RGB {
    get { pixels[y * width + x] }
    set { pixels[y * width + x] = newValue }
  }

  /// Sets one pixel; outside the canvas nothing happens.
  public mutating func plot(_ x: Int, _ y: Int, _ color: RGB) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    pixels[y * width + x] = color
  }

  /// The canvas as a picture (nil when it is empty).
  public var picture: Picture? { Picture(width: width, height: height, pixels: pixels) }

  /// Shrinks by whole factors, each new pixel the average of the block it covers: supersampled
  /// drawing gets smooth edges this way. Factors that do not divide the size are cut at the edge.
  public func reduced(by fx: Int, _ fy: Int) -> PixelCanvas {
    guard fx > 1 || fy > 1, fx > 0, fy > 0 else { return self }
    var out = PixelCanvas(width: width / fx, height: height / fy)
    let n = fx * fy
    for y in 0..<out.height {
      for x in 0..<out.width {
        var r = 0
        var g = 0
        var b = 0
        for sy in 0..<fy {
          let row = (y * fy + sy) * width + x * fx
          for sx in 0..<fx {
            let p = pixels[row + sx]
            r += Int(p.r)
            g += Int(p.g)
            b += Int(p.b)
          }
        }
        out.pixels[y * out.width + x] = RGB(r: UInt8(r / n), g: UInt8(g / n), b: UInt8(b / n))
      }
    }
    return out
  }

  /// Draws the canvas into `rect` as half blocks: the canvas must be `rect.width` pixels wide
  /// and `2 * rect.height` tall (see `reduced`). Cells outside the grid are skipped.
  public func paintBlocks(in rect: Rect, into grid: inout Grid) {
    guard width == rect.width, height == rect.height * 2 else { return }
    for row in 0..<rect.height {
      for col in 0..<rect.width {
        grid.putArt(
          at: Point(x: rect.x + col, y: rect.y + row), top: self[col, 2 * row], bottom: self[col, 2 * row + 1])
      }
    }
  }
}
