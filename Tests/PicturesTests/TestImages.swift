import CJpeg
import CPng
import WheelCore

/// Images made in the test itself (no encoder tool is installed): raw pixels with known colours,
/// encoded through the same libjpeg/libpng the app decodes with.
enum TestImages {
  static let red = RGB(r: 255, g: 0, b: 0)
  static let blue = RGB(r: 0, g: 0, b: 255)

  /// RGB bytes: the left half `left`, the right half `right`.
  static func halves(width: Int, height: Int, left: RGB = red, right: RGB = blue) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * height * 3)
    for _ in 0..<height {
      for x in 0..<width {
        let c = x < width / 2 ? left : right
        bytes += [c.r, c.g, c.b]
      }
    }
    return bytes
  }

  /// `components`: 1 gray, 3 RGB, 4 CMYK (Adobe-inverted).
  static func jpeg(
    _ pixels: [UInt8], width: Int, height: Int, components: Int = 3, quality: Int = 95,
    progressive: Bool = false
  ) -> [UInt8] {
    var out: UnsafeMutablePointer<UInt8>?
    var size = 0
    let status = ipod_jpeg_encode(
      pixels, Int32(width), Int32(height), Int32(components), Int32(quality), progressive ? 1 : 0,
      &out, &size)
    precondition(status == 0 && out != nil, "test JPEG encoding failed")
    defer { ipod_jpeg_free(out) }
    return Array(UnsafeBufferPointer(start: out, count: size))
  }

  /// `channels`: 3 RGB, 4 RGBA.
  static func png(_ pixels: [UInt8], width: Int, height: Int, channels: Int = 3) -> [UInt8] {
    var out: UnsafeMutablePointer<UInt8>?
    var size = 0
    let status = ipod_png_encode(pixels, Int32(width), Int32(height), Int32(channels), &out, &size)
    precondition(status == 0 && out != nil, "test PNG encoding failed")
    defer { ipod_png_free(out) }
    return Array(UnsafeBufferPointer(start: out, count: size))
  }

  /// Whether two colours differ by at most `tolerance` per channel (JPEG is lossy).
  static func near(_ a: RGB, _ b: RGB, tolerance: Int = 12) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
      && abs(Int(a.b) - Int(b.b)) <= tolerance
  }
}
