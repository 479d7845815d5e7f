import CJpeg

/// JPEG through libjpeg-turbo (the C shim keeps its longjmp error recovery out of Swift).
enum JPEGDecoder {
  /// Decodes `bytes`; `fit` (pixels) lets libjpeg shrink by 2, 4 or 8 while decoding when the
  /// picture will end up small anyway, which is most of the cost saved for cover art.
  static func decode(_ bytes: [UInt8], fit: (width: Int, height: Int)) -> Result<RGBBuffer, PictureError> {
    var width: Int32 = 0
    var height: Int32 = 0
    var pixels: UnsafeMutablePointer<UInt8>?
    var message = [CChar](repeating: 0, count: 200)
    let status = bytes.withUnsafeBufferPointer { data in
      message.withUnsafeMutableBufferPointer { text in
        ipod_jpeg_decode(
          data.baseAddress, data.count, Int32(clamping: fit.width), Int32(clamping: fit.height),
          &width, &height, &pixels, text.baseAddress, text.count)
      }
    }
    let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    switch Int(status) {
    case Int(IPOD_JPEG_OK.rawValue):
      guard let pixels else { return .failure(.corrupt("decoder returned no pixels")) }
      return .success(RGBBuffer(width: Int(width), height: Int(height), taking: pixels))
    case Int(IPOD_JPEG_TRUNCATED.rawValue):
      return .failure(.corrupt("truncated JPEG"))
    case Int(IPOD_JPEG_TOO_LARGE.rawValue):
      return .failure(.unsupported("image too large"))
    case Int(IPOD_JPEG_NO_MEMORY.rawValue):
      return .failure(.unsupported("out of memory"))
    default:
      return .failure(.corrupt(reason.isEmpty ? "corrupt JPEG" : reason))
    }
  }
}
