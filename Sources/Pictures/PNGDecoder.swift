import CPng
import WheelCore

/// PNG through libpng's simplified API, which converts every colour type to 8-bit sRGB.
enum PNGDecoder {
  /// Decodes `bytes`; transparent pixels are composited onto `background`.
  static func decode(_ bytes: [UInt8], background: RGB) -> Result<RGBBuffer, PictureError> {
    var width: Int32 = 0
    var height: Int32 = 0
    var pixels: UnsafeMutablePointer<UInt8>?
    var message = [CChar](repeating: 0, count: 200)
    let status = bytes.withUnsafeBufferPointer { data in
      message.withUnsafeMutableBufferPointer { text in
        ipod_png_decode(
          data.baseAddress, data.count, background.r, background.g, background.b,
          &width, &height, &pixels, text.baseAddress, text.count)
      }
    }
    let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    switch Int(status) {
    case Int(IPOD_PNG_OK.rawValue):
      guard let pixels else { return .failure(.corrupt("decoder returned no pixels")) }
      return .success(RGBBuffer(width: Int(width), height: Int(height), taking: pixels))
    case Int(IPOD_PNG_TOO_LARGE.rawValue):
      return .failure(.unsupported("image too large"))
    case Int(IPOD_PNG_NO_MEMORY.rawValue):
      return .failure(.unsupported("out of memory"))
    default:
      return .failure(.corrupt(reason.isEmpty ? "corrupt PNG" : reason))
    }
  }
}
