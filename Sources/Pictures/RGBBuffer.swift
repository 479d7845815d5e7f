import Glibc

/// Decoded 8-bit RGB pixels still in the C decoder's malloc'd buffer: a full-size photo is tens
/// of megabytes, so the scaler reads it in place instead of copying it into a Swift array.
final class RGBBuffer {
  let width: Int
  let height: Int
  private let base: UnsafeMutablePointer<UInt8>

  /// Takes ownership of `base` (3 * width * height bytes from malloc); freed on deinit.
  init(width: Int, height: Int, taking base: UnsafeMutablePointer<UInt8>) {
    self.width = width
    self.height = height
    self.base = base
  }

  deinit { free(base) }

  var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: base, count: width * height * 3)
  }
}
