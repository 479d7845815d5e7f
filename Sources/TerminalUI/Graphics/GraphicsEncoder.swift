import CChafaLoader
import WheelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns a picture into the escape sequences that draw it over a rectangle of cells, through
/// libchafa for kitty (it scales and chunks), our own `SixelEncoder` for sixel.
enum GraphicsEncoder {
  static func encode(_ picture: Picture, columns: Int, rows: Int, cell: Size, using graphics: GraphicsProtocol)
    -> [UInt8]
  {
    if graphics == .sixel {
      return SixelEncoder.encode(picture, width: columns * cell.width, height: rows * cell.height)
    }
    var rgb = [UInt8](repeating: 0, count: picture.width * picture.height * 3)
    for (i, p) in picture.pixels.enumerated() {
      rgb[3 * i] = p.r
      rgb[3 * i + 1] = p.g
      rgb[3 * i + 2] = p.b
    }
    var length = 0
    let mode = Int32(graphics == .kitty ? IPOD_CHAFA_KITTY : IPOD_CHAFA_SIXEL)
    guard
      let out = ipod_chafa_encode(
        rgb, Int32(picture.width), Int32(picture.height), Int32(columns), Int32(rows), Int32(cell.width),
        Int32(cell.height), mode, &length)
    else { return [] }
    defer { free(out) }
    return out.withMemoryRebound(to: UInt8.self, capacity: length) {
      Array(UnsafeBufferPointer(start: $0, count: length))
    }
  }
}
