/// Drawing photos on a pixel canvas: fitted into a box, a failed photo's mark, a frame.
extension PixelCanvas {
  /// Fills a box (pixels; clipped to the canvas).
  mutating func fill(x: Int, y: Int, width: Int, height: Int, _ color: RGB) {
    let x0 = max(0, x)
    let y0 = max(0, y)
    let x1 = min(self.width, x + width)
    let y1 = min(self.height, y + height)
    guard x0 < x1, y0 < y1 else { return }
    for row in y0..<y1 {
      for col in x0..<x1 { pixels[row * self.width + col] = color }
    }
  }

  /// Draws `picture` as large as fits in the box with its shape kept, centered; nearest-pixel
  /// sampling (the adapter already decoded it close to this size).
  mutating func drawFitted(_ picture: Picture, x: Int, y: Int, width: Int, height: Int) {
    guard width > 0, height > 0 else { return }
    var w = width
    var h = picture.height * width / picture.width
    if h > height {
      h = height
      w = max(1, picture.width * height / picture.height)
    }
    h = max(1, h)
    let left = x + (width - w) / 2
    let top = y + (height - h) / 2
    for row in 0..<h {
      let py = y0(row, h, picture.height)
      let ty = top + row
      guard ty >= 0, ty < self.height else { continue }
      for col in 0..<w {
        let tx = left + col
        guard tx >= 0, tx < self.width else { continue }
        pixels[ty * self.width + tx] = picture[y0(col, w, picture.width), py]
      }
    }
  }

  /// The source index for target index `i` of `n` over a source of `size`.
  private func y0(_ i: Int, _ n: Int, _ size: Int) -> Int { min(size - 1, i * size / n) }

  /// A photo that could not be read: a dark tile crossed by a red X, so it stands out in a
  /// grid of pictures.
  mutating func drawUnreadable(x: Int, y: Int, width: Int, height: Int) {
    fill(x: x, y: y, width: width, height: height, RGB(0x3A3F47))
    let side = min(width, height) * 3 / 5
    guard side >= 2 else { return }
    let left = x + (width - side) / 2
    let top = y + (height - side) / 2
    let thick = max(1, side / 8)
    for i in 0..<side {
      for t in 0..<thick {
        plot(left + i + t, top + i, RGB(0xE04848))
        plot(left + side - 1 - i + t, top + i, RGB(0xE04848))
      }
    }
  }

  /// A frame `thickness` pixels wide (across) and `tall` high (down) round a box, outside it.
  mutating func frame(x: Int, y: Int, width: Int, height: Int, thickness: Int, tall: Int, _ color: RGB) {
    fill(x: x - thickness, y: y - tall, width: width + 2 * thickness, height: tall, color)
    fill(x: x - thickness, y: y + height, width: width + 2 * thickness, height: tall, color)
    fill(x: x - thickness, y: y, width: thickness, height: height, color)
    fill(x: x + width, y: y, width: thickness, height: height, color)
  }

  /// The canvas on the display: half blocks in `rect` always, and the canvas itself as real
  /// pixels where the terminal shows them (`density` pixels a cell; half blocks: 1 x 2).
  func show(in rect: Rect, density: Size, into grid: inout Grid, placing: Bool) {
    let blocks = reduced(by: max(1, density.width), max(1, density.height / 2))
    blocks.paintBlocks(in: rect, into: &grid)
    if placing, let picture { grid.place(picture, over: rect) }
  }
}
