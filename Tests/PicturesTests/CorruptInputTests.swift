import Testing
import WheelCore

@testable import Pictures

/// Whatever lies in a music folder, loading returns an error, never a crash or a hang.
@Suite struct CorruptInputTests {
  private let jpeg = TestImages.jpeg(TestImages.halves(width: 64, height: 64), width: 64, height: 64)
  private let png = TestImages.png(TestImages.halves(width: 64, height: 64), width: 64, height: 64)

  private func isCorrupt(_ result: Result<Picture, PictureError>) -> Bool {
    if case .failure(.corrupt) = result { return true }
    return false
  }

  @Test func truncatedJpegIsCorrupt() {
    let result = PictureLoader.load(data: Array(jpeg.prefix(jpeg.count / 2)), fitting: (8, 8))
    #expect(result == .failure(.corrupt("truncated JPEG")))
  }

  @Test func jpegMissingOnlyItsEndMarkerIsKept() throws {
    #expect(jpeg.suffix(2) == [0xFF, 0xD9])
    let picture = try PictureLoader.load(data: Array(jpeg.dropLast(2)), fitting: (8, 8)).get()
    #expect(TestImages.near(picture[0, 7], TestImages.red) && TestImages.near(picture[7, 7], TestImages.blue))
  }

  @Test func truncatedPngIsCorrupt() {
    #expect(isCorrupt(PictureLoader.load(data: Array(png.prefix(png.count - 20)), fitting: (8, 8))))
  }

  @Test(arguments: [7, 20, 100, 300])
  func jpegCutAnywhereIsAnError(length: Int) {
    let result = PictureLoader.load(data: Array(jpeg.prefix(length)), fitting: (8, 8))
    #expect(isCorrupt(result))
  }

  @Test func randomBytesAreUnsupported() {
    var generator = SystemRandomNumberGenerator()
    var noise = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
    noise[0] = 0x17  // never a JPEG or PNG signature
    #expect(PictureLoader.load(data: noise, fitting: (8, 8)) == .failure(.unsupported("not a JPEG or PNG")))
  }

  @Test(arguments: [1, 2, 3, 4, 5])
  func jpegMagicFollowedByGarbageIsCorrupt(seed: UInt64) {
    var state = seed &* 0x9E37_79B9_7F4A_7C15
    let garbage = (0..<2048).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
    #expect(isCorrupt(PictureLoader.load(data: [0xFF, 0xD8, 0xFF] + garbage, fitting: (8, 8))))
  }

  @Test(arguments: ["jpeg", "png"])
  func damagedBodyNeverCrashes(format: String) {
    // Flip bytes all through the file: the decoder may warn and fill, or give up; both are fine.
    let original = format == "jpeg" ? jpeg : png
    for step in stride(from: 9, to: original.count - 2, by: 23) {
      var damaged = original
      damaged[step] ^= 0x5A
      switch PictureLoader.load(data: damaged, fitting: (8, 8)) {
      case .success(let picture): #expect(picture.width == 8)
      case .failure(.corrupt), .failure(.unsupported): break
      case .failure(let other): Issue.record("unexpected \(other)")
      }
    }
  }

  @Test func textFileNamedJpgIsUnsupported() {
    let folder = TempFolder()
    let path = folder.write("cover.jpg", text: "this is not a picture\n")
    #expect(PictureLoader.load(path: path, fitting: (8, 8)) == .failure(.unsupported("not a JPEG or PNG")))
  }

  @Test func gifIsNamedInTheError() {
    #expect(PictureLoader.load(data: Array("GIF89a....".utf8), fitting: (8, 8)) == .failure(.unsupported("GIF image")))
  }

  @Test func emptyAndMissingFiles() {
    let folder = TempFolder()
    let empty = folder.write("empty.png", [])
    #expect(PictureLoader.load(path: empty, fitting: (8, 8)) == .failure(.unsupported("empty file")))
    let missing = PictureLoader.load(path: folder.path + "/nope.jpg", fitting: (8, 8))
    #expect(missing == .failure(.unreadable("No such file or directory")))
    #expect(PictureLoader.load(path: folder.path, fitting: (8, 8)) == .failure(.unreadable("not a regular file")))
  }

  @Test func absurdJpegSizeIsRefusedBeforeDecoding() throws {
    // Patch the SOF0 frame header of a small JPEG to claim 20000 x 20000 pixels.
    var big = jpeg
    let sof = try #require(big.indices.dropLast().first { big[$0] == 0xFF && big[$0 + 1] == 0xC0 })
    big[sof + 5] = 0x4E
    big[sof + 6] = 0x20  // height 20000
    big[sof + 7] = 0x4E
    big[sof + 8] = 0x20  // width 20000
    #expect(PictureLoader.load(data: big, fitting: (8, 8)) == .failure(.unsupported("image too large")))
  }

  @Test func progressiveJpegWithThousandsOfScansIsStopped() throws {
    // Repeat the first scan (SOS header and its data) 1,200 times: libjpeg only warns about
    // the bogus progression, so without a scan limit it would grind through all of them.
    let progressive = TestImages.jpeg(
      TestImages.halves(width: 64, height: 64), width: 64, height: 64, progressive: true)
    let start = try #require(
      progressive.indices.dropLast().first {
        progressive[$0] == 0xFF && progressive[$0 + 1] == 0xDA
      })
    var end = start + 2
    while end + 1 < progressive.count {
      let marker = progressive[end + 1]
      if progressive[end] == 0xFF, marker != 0x00, !(0xD0...0xD7).contains(marker), end > start + 4 { break }
      end += 1
    }
    let scan = progressive[start..<end]
    let bomb = Array(progressive[..<start]) + (0..<1_200).flatMap { _ in scan } + progressive[start...]
    #expect(PictureLoader.load(data: bomb, fitting: (8, 8)) == .failure(.corrupt("too many progressive scans")))
  }

  @Test func absurdPngSizeIsRefusedBeforeDecoding() {
    // Valid IHDR and (empty) IDAT chunks claiming 20000 x 20000 pixels and holding none.
    let header: [UInt8] = [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 2, 0, 0, 0]
    let bytes: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + CRC32.chunk("IHDR", header) + CRC32.chunk("IDAT", [])
    #expect(PictureLoader.load(data: bytes, fitting: (8, 8)) == .failure(.unsupported("image too large")))
  }
}

/// PNG's CRC-32, for hand-made chunks.
enum CRC32 {
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// Length, type, data and CRC, as a PNG stores a chunk.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    func bigEndian(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(checksum(body))
  }
}
