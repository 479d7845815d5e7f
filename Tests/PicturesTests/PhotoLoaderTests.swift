import Testing
import WheelCore

@testable import Pictures

/// Photos turned upright by their EXIF orientation, and unreadable photos answered with a
/// reason rather than a crash.
@Suite struct PhotoLoaderTests {
  /// An APP1 segment holding a TIFF header and one IFD entry: Orientation = `value`.
  static func exif(_ value: UInt16, littleEndian: Bool = true) -> [UInt8] {
    func u16(_ v: UInt16) -> [UInt8] {
      littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)]
    }
    func u32(_ v: UInt32) -> [UInt8] {
      littleEndian ? u16(UInt16(v & 0xFFFF)) + u16(UInt16(v >> 16)) : u16(UInt16(v >> 16)) + u16(UInt16(v & 0xFFFF))
    }
    // Another tag first (XResolution's place), so the walk over entries is exercised.
    let tiff =
      (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + u16(42) + u32(8) + u16(2)
      + u16(0x011A) + u16(5) + u32(1) + u32(0)
      + u16(0x0112) + u16(3) + u32(1) + u16(value) + u16(0) + u32(0)
    let body: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
    let length = UInt16(body.count + 2)
    return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body
  }

  /// A 40x20 JPEG, red on the left and blue on the right, tagged with `orientation`.
  static func photo(orientation: UInt16?, littleEndian: Bool = true) -> [UInt8] {
    let jpeg = TestImages.jpeg(TestImages.halves(width: 40, height: 20), width: 40, height: 20)
    guard let orientation else { return jpeg }
    return Array(jpeg[0..<2]) + exif(orientation, littleEndian: littleEndian) + Array(jpeg[2...])
  }

  @Test(arguments: [true, false]) func orientationIsReadInEitherByteOrder(little: Bool) {
    for value in UInt16(1)...8 {
      #expect(ExifOrientation.read(Self.photo(orientation: value, littleEndian: little)).rawValue == Int(value))
    }
    #expect(ExifOrientation.read(Self.photo(orientation: nil)) == .normal)
    #expect(ExifOrientation.read(Self.photo(orientation: 9)) == .normal, "out of range: as stored")
  }

  /// Loaded through the file, as the app does: the red half ends up where the camera meant.
  @Test func sidewaysPhotosAreTurnedUprightAndFitted() throws {
    let folder = TempFolder()
    func load(_ orientation: UInt16?) throws -> Picture {
      let path = folder.write("p\(orientation ?? 0).jpg", Self.photo(orientation: orientation))
      return try PhotoLoader.load(path: path, fitting: Size(width: 20, height: 20)).get()
    }
    let plain = try load(nil)
    #expect(plain.width == 20 && plain.height == 10)
    #expect(TestImages.near(plain[2, 5], TestImages.red))
    let right = try load(6)  // turned a quarter clockwise: the left edge is now the top
    #expect(right.width == 10 && right.height == 20)
    #expect(TestImages.near(right[5, 2], TestImages.red) && TestImages.near(right[5, 17], TestImages.blue))
    let left = try load(8)
    #expect(
      left.width == 10 && TestImages.near(left[5, 17], TestImages.red) && TestImages.near(left[5, 2], TestImages.blue))
    let upside = try load(3)
    #expect(upside.width == 20 && TestImages.near(upside[17, 5], TestImages.red))
    let mirrored = try load(2)
    #expect(TestImages.near(mirrored[17, 5], TestImages.red) && TestImages.near(mirrored[2, 5], TestImages.blue))
  }

  /// Every orientation is the right permutation of a 3x2 picture's pixels.
  @Test func eachOrientationMovesThePixelsAsTheStandardSays() {
    let colours = (0..<6).map { RGB(UInt32($0)) }
    let p = Picture(width: 3, height: 2, pixels: colours)!  // 0 1 2 / 3 4 5
    func ids(_ o: ExifOrientation) -> [UInt32] { o.apply(to: p).pixels.map { UInt32($0.b) } }
    #expect(ids(.normal) == [0, 1, 2, 3, 4, 5])
    #expect(ids(.mirrored) == [2, 1, 0, 5, 4, 3])
    #expect(ids(.upsideDown) == [5, 4, 3, 2, 1, 0])
    #expect(ids(.flipped) == [3, 4, 5, 0, 1, 2])
    #expect(ids(.transposed) == [0, 3, 1, 4, 2, 5])
    #expect(ids(.rotatedRight) == [3, 0, 4, 1, 5, 2])
    #expect(ids(.transversed) == [5, 2, 4, 1, 3, 0])
    #expect(ids(.rotatedLeft) == [2, 5, 1, 4, 0, 3])
  }

  /// Damaged EXIF never hides a photo or crashes: every truncation and many single-byte
  /// changes of the segment read as some orientation.
  @Test func damagedExifIsHarmless() {
    let good = Self.photo(orientation: 6)
    let segmentEnd = 2 + Self.exif(6).count
    for cut in 0..<segmentEnd { _ = ExifOrientation.read(Array(good.prefix(cut))) }
    var random = SeededRandom(seed: 9)
    for _ in 0..<3000 {
      var bytes = good
      for _ in 0..<3 { bytes[random.int(in: 2...(segmentEnd - 1))] = UInt8(random.int(in: 0...255)) }
      _ = ExifOrientation.read(bytes)
    }
    #expect(ExifOrientation.read([0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF]) == .normal)
  }

  @Test func unreadablePhotosAnswerWithAReason() {
    let folder = TempFolder()
    let text = folder.write("notes.jpg", text: "not a photo")
    let truncated = folder.write("cut.jpg", Array(Self.photo(orientation: 6).prefix(300)))
    func reason(_ path: String) -> String? {
      let answer = PhotoLoader.decode(PhotoRequest(path: path, purpose: .thumbnail, width: 8, height: 8))
      if case .failure(let problem) = answer.result { return problem.reason }
      return nil
    }
    #expect(reason(text) == "not a JPEG or PNG")
    #expect(reason(truncated) != nil)
    #expect(reason(folder.path + "/missing.jpg") == "No such file or directory")
    #expect(reason(folder.makeFolder("dir.jpg")) == "not a regular file")
  }
}
