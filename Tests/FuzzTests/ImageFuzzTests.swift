import CJpeg
import CPng
import Pictures
import Testing
import WheelCore

/// The JPEG and PNG decoders (libjpeg and libpng behind the C shims) on damaged files: an
/// error or a picture that fits the box, never a crash, a hang or a huge allocation.
@Suite struct ImageFuzzTests {
  static func pixels(_ width: Int, _ height: Int) -> [UInt8] {
    (0..<(width * height * 3)).map { UInt8(truncatingIfNeeded: $0 &* 37) }
  }

  static func jpeg(_ width: Int, _ height: Int, progressive: Bool) -> [UInt8] {
    var out: UnsafeMutablePointer<UInt8>?
    var size = 0
    let status = ipod_jpeg_encode(
      pixels(width, height), Int32(width), Int32(height), 3, 80, progressive ? 1 : 0, &out, &size)
    precondition(status == 0 && out != nil)
    defer { ipod_jpeg_free(out) }
    return Array(UnsafeBufferPointer(start: out, count: size))
  }

  static func png(_ width: Int, _ height: Int) -> [UInt8] {
    var out: UnsafeMutablePointer<UInt8>?
    var size = 0
    let status = ipod_png_encode(pixels(width, height), Int32(width), Int32(height), 3, &out, &size)
    precondition(status == 0 && out != nil)
    defer { ipod_png_free(out) }
    return Array(UnsafeBufferPointer(start: out, count: size))
  }

  @Test func decoders() {
    var mutator = Mutator(salt: 6)
    let samples = [Self.jpeg(24, 16, progressive: false), Self.jpeg(16, 24, progressive: true), Self.png(24, 16)]
    var decoded = 0
    fuzz("image decoders", count: 6_000) { i in
      let box = (width: mutator.int(1...40), height: mutator.int(1...40))
      guard case .success(let picture) = PictureLoader.load(data: mutator.input(from: samples), fitting: box) else {
        return
      }
      decoded += 1
      #expect(picture.width <= box.width && picture.height <= box.height, "input \(i)")
    }
    #expect(decoded > 0, "some damaged images still decode")
  }
}
