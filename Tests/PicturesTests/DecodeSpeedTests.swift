import Glibc
import Pictures
import Testing
import WheelCore

/// Cover Flow decodes dozens of covers while the user spins the wheel: a camera-sized JPEG must
/// shrink to a cover in milliseconds. The bound here is loose (debug builds, shared CI cores);
/// `PICTURES_BENCH=1 swift test -c release -Xswiftc -enable-testing --filter DecodeSpeed` prints
/// the real numbers.
@Suite struct DecodeSpeedTests {
  /// A 3000x3000 photo-like image: smooth gradients plus fine detail, so it compresses like one.
  private static let photo: [UInt8] = {
    let side = 3000
    var bytes = [UInt8](repeating: 0, count: side * side * 3)
    for y in 0..<side {
      for x in 0..<side {
        let i = (y * side + x) * 3
        bytes[i] = UInt8(x * 255 / side)
        bytes[i + 1] = UInt8(y * 255 / side)
        bytes[i + 2] = UInt8(truncatingIfNeeded: (x ^ y) & 0x3F) &+ 96
      }
    }
    return bytes
  }()

  private func time(_ body: () -> Void) -> Duration {
    let clock = ContinuousClock()
    return clock.measure(body)
  }

  private func report(_ label: String, _ duration: Duration) {
    guard let flag = getenv("PICTURES_BENCH"), String(cString: flag) == "1" else { return }
    let milliseconds =
      Double(duration.components.seconds) * 1000
      + Double(duration.components.attoseconds) / 1e15
    print("decode-speed \(label): \((milliseconds * 10).rounded() / 10) ms")
  }

  @Test func bigJpegToCoverSize() throws {
    let jpeg = TestImages.jpeg(Self.photo, width: 3000, height: 3000, quality: 90)
    var result: Result<Picture, PictureError>?
    let elapsed = time { result = PictureLoader.load(data: jpeg, fitting: (40, 40)) }
    let picture = try #require(try result?.get())
    #expect(picture.width == 40 && picture.height == 40)
    report("jpeg 3000x3000 -> 40x40", elapsed)
    report("jpeg 3000x3000 -> 200x120", time { _ = PictureLoader.load(data: jpeg, fitting: (200, 120)) })
    report("jpeg 3000x3000 -> full size", time { _ = PictureLoader.load(data: jpeg, fitting: (3000, 3000)) })
    #expect(elapsed < .seconds(1))
  }

  @Test func bigPngToCoverSize() throws {
    let png = TestImages.png(Self.photo, width: 3000, height: 3000)
    var result: Result<Picture, PictureError>?
    let elapsed = time { result = PictureLoader.load(data: png, fitting: (40, 40)) }
    #expect(try #require(try result?.get()).width == 40)
    report("png 3000x3000 -> 40x40", elapsed)
    #expect(elapsed < .seconds(5))
  }
}
