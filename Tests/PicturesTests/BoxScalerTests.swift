import Testing
import WheelCore

@testable import Pictures

@Suite struct BoxScalerTests {
  @Test(arguments: [
    // source w, h, box w, h, expected w, h
    (64, 32, 8, 8, 8, 4),
    (32, 64, 8, 8, 4, 8),
    (100, 100, 40, 30, 30, 30),
    (3000, 10, 40, 40, 40, 1),  // a sliver never vanishes
    (1, 1, 5, 3, 3, 3),
    (16, 9, 80, 48, 80, 45),
  ])
  func fittedSizeKeepsAspectInsideTheBox(c: (Int, Int, Int, Int, Int, Int)) {
    let size = BoxScaler.fittedSize(width: c.0, height: c.1, into: (c.2, c.3))
    #expect(size.width == c.4 && size.height == c.5)
  }

  @Test func checkerboardAveragesToGray() {
    // 1-pixel black/white checks shrunk 4x: every output pixel covers 8 black and 8 white.
    var bytes: [UInt8] = []
    for y in 0..<16 {
      for x in 0..<16 {
        let v: UInt8 = (x + y) % 2 == 0 ? 255 : 0
        bytes += [v, v, v]
      }
    }
    let pixels = bytes.withUnsafeBufferPointer { BoxScaler.scale($0, width: 16, height: 16, to: (4, 4)) }
    #expect(pixels.allSatisfy { $0 == RGB(r: 128, g: 128, b: 128) })
  }

  @Test func fractionalBoxesWeighByArea() {
    // 3 pixels (0, 90, 180) to 2: [0, 1.5) -> (0 + 0.5*90)/1.5 = 30; [1.5, 3) -> 150.
    let bytes: [UInt8] = [0, 0, 0, 90, 90, 90, 180, 180, 180]
    let pixels = bytes.withUnsafeBufferPointer { BoxScaler.scale($0, width: 3, height: 1, to: (2, 1)) }
    #expect(pixels == [RGB(r: 30, g: 30, b: 30), RGB(r: 150, g: 150, b: 150)])
  }

  @Test func sameSizeIsIdentity() {
    let bytes: [UInt8] = (0..<(5 * 3 * 3)).map { UInt8($0 * 5) }
    let pixels = bytes.withUnsafeBufferPointer { BoxScaler.scale($0, width: 5, height: 3, to: (5, 3)) }
    #expect(pixels.flatMap { [$0.r, $0.g, $0.b] } == bytes)
  }
}
