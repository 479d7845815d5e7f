import Testing
import WheelCore

@testable import Pictures

/// Decoding and fitting real JPEG and PNG bytes with known colours.
@Suite struct DecodingTests {
  @Test func pngHalvesKeepExactColoursWhenShrunk() throws {
    let png = TestImages.png(TestImages.halves(width: 64, height: 32), width: 64, height: 32)
    let picture = try PictureLoader.load(data: png, fitting: (8, 8)).get()
    #expect(picture.width == 8 && picture.height == 4)  // 2:1 letterboxed into 8x8
    for y in 0..<4 {
      for x in 0..<4 { #expect(picture[x, y] == TestImages.red) }
      for x in 4..<8 { #expect(picture[x, y] == TestImages.blue) }
    }
  }

  @Test func jpegHalvesDecodeToRedAndBlue() throws {
    let jpeg = TestImages.jpeg(TestImages.halves(width: 64, height: 32), width: 64, height: 32)
    let picture = try PictureLoader.load(data: jpeg, fitting: (16, 16)).get()
    #expect(picture.width == 16 && picture.height == 8)
    // Away from the seam (chroma is subsampled there) the colours are the originals.
    for y in 0..<8 {
      for x in 0..<6 { #expect(TestImages.near(picture[x, y], TestImages.red)) }
      for x in 10..<16 { #expect(TestImages.near(picture[x, y], TestImages.blue)) }
    }
  }

  @Test func bigJpegIsDecodedSmallAndStillRight() throws {
    // 800x400 into 40x40: DCT scaling decodes at 1/8 (100x50), the box filter does the rest.
    let jpeg = TestImages.jpeg(TestImages.halves(width: 800, height: 400), width: 800, height: 400)
    let picture = try PictureLoader.load(data: jpeg, fitting: (40, 40)).get()
    #expect(picture.width == 40 && picture.height == 20)
    #expect(TestImages.near(picture[2, 10], TestImages.red))
    #expect(TestImages.near(picture[37, 10], TestImages.blue))
  }

  @Test func progressiveJpegDecodes() throws {
    let pixels = TestImages.halves(width: 48, height: 48)
    let jpeg = TestImages.jpeg(pixels, width: 48, height: 48, progressive: true)
    let picture = try PictureLoader.load(data: jpeg, fitting: (12, 12)).get()
    #expect(TestImages.near(picture[1, 6], TestImages.red))
    #expect(TestImages.near(picture[10, 6], TestImages.blue))
  }

  @Test func grayscaleJpegComesOutAsRGB() throws {
    let gray = [UInt8](repeating: 200, count: 32 * 32)
    let jpeg = TestImages.jpeg(gray, width: 32, height: 32, components: 1)
    let picture = try PictureLoader.load(data: jpeg, fitting: (4, 4)).get()
    #expect(TestImages.near(picture[2, 2], RGB(r: 200, g: 200, b: 200), tolerance: 2))
  }

  @Test func adobeCmykJpegComesOutAsRGB() throws {
    // Photoshop-style inverted CMYK: pure red ink (M=Y=100%) is stored as 255,0,0,255.
    let cmyk = [UInt8]((0..<(16 * 16)).flatMap { _ in [255, 0, 0, 255] as [UInt8] })
    let jpeg = TestImages.jpeg(cmyk, width: 16, height: 16, components: 4)
    let picture = try PictureLoader.load(data: jpeg, fitting: (4, 4)).get()
    #expect(TestImages.near(picture[1, 1], TestImages.red))
  }

  @Test func transparentPngSitsOnTheBackground() throws {
    // Left half opaque red, right half fully transparent.
    var rgba: [UInt8] = []
    for _ in 0..<8 { for x in 0..<8 { rgba += x < 4 ? [255, 0, 0, 255] : [0, 0, 0, 0] } }
    let png = TestImages.png(rgba, width: 8, height: 8, channels: 4)
    let white = RGB(r: 255, g: 255, b: 255)
    let picture = try PictureLoader.load(data: png, fitting: (8, 8), background: white).get()
    #expect(picture[0, 0] == TestImages.red)
    #expect(picture[7, 7] == white)
  }

  @Test func pngNamedJpgIsSniffedByContent() throws {
    let folder = TempFolder()
    let path = folder.write("cover.jpg", TestImages.png(TestImages.halves(width: 4, height: 4), width: 4, height: 4))
    let picture = try PictureLoader.load(path: path, fitting: (4, 4)).get()
    #expect(picture[0, 0] == TestImages.red)
  }

  @Test func smallImageIsEnlargedToFill() throws {
    let png = TestImages.png(TestImages.halves(width: 2, height: 1), width: 2, height: 1)
    let picture = try PictureLoader.load(data: png, fitting: (10, 10)).get()
    #expect(picture.width == 10 && picture.height == 5)
    #expect(picture[0, 4] == TestImages.red && picture[9, 0] == TestImages.blue)
  }
}
