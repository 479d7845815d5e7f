/// A decoded image, already scaled down to the cells it will fill (two pixels per cell,
/// one above the other). The adapter decodes and scales; the core only places pixels.
public struct Picture: Equatable, Sendable {
  public let width: Int
  public let height: Int
  /// Row-major pixels, `width * height` of them.
  public let pixels: [RGB]

  public init?(width: Int, height: Int, pixels: [RGB]) {
    guard width > 0, height > 0, pixels.count == width * height else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  public subscript(x: Int, y: Int) -> RGB { pixels[y * width + x] }
}

extension Picture {
  /// The bytes its pixels take, what a picture cache counts against its budget.
  public var byteCount: Int { pixels.count * MemoryLayout<RGB>.stride }
}
