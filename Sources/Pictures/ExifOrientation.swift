import WheelCore

/// How a camera says its JPEG must be turned to be seen upright (the EXIF Orientation tag,
/// 1...8). Phones store portrait photos sideways with tag 6 or 8; without this they show
/// lying on their side.
///
/// Read by hand rather than through libexif: one 16-bit value from the first IFD of the APP1
/// segment is all we need, and a bounds-checked walk over those few bytes costs less than a
/// new library for every user to install.
public enum ExifOrientation: Int, Sendable, CaseIterable {
  case normal = 1
  case mirrored, upsideDown, flipped, transposed, rotatedRight, transversed, rotatedLeft

  /// Whether width and height trade places when the picture is turned upright.
  public var swapsAxes: Bool { rawValue >= 5 }

  /// The orientation stored in a JPEG's EXIF data; `.normal` when there is none or it is
  /// damaged (never a failure: a bad tag must not hide a good photo).
  public static func read(_ bytes: [UInt8]) -> ExifOrientation {
    guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return .normal }
    var i = 2
    // The markers before the image data; EXIF comes first in practice, so few are walked.
    while i + 4 <= bytes.count, bytes[i] == 0xFF {
      let marker = bytes[i + 1]
      if marker == 0xDA || marker == 0xD9 { break }  // start of scan / end: no EXIF before it
      let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
      guard length >= 2, i + 2 + length <= bytes.count else { break }
      let body = (i + 4)..<(i + 2 + length)
      if marker == 0xE1, body.count > 6,
        bytes[body.lowerBound..<(body.lowerBound + 6)].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0])
      {
        return tiffOrientation(bytes[(body.lowerBound + 6)..<body.upperBound]) ?? .normal
      }
      i += 2 + length
    }
    return .normal
  }

  /// The Orientation entry (tag 0x0112, a SHORT) of the TIFF structure's first directory.
  static func tiffOrientation(_ tiff: ArraySlice<UInt8>) -> ExifOrientation? {
    let t = Array(tiff)
    guard t.count >= 8 else { return nil }
    let little: Bool
    switch (t[0], t[1]) {
    case (0x49, 0x49): little = true  // "II"
    case (0x4D, 0x4D): little = false  // "MM"
    default: return nil
    }
    func u16(_ at: Int) -> Int? {
      guard at >= 0, at + 2 <= t.count else { return nil }
      return little ? Int(t[at]) | Int(t[at + 1]) << 8 : Int(t[at]) << 8 | Int(t[at + 1])
    }
    func u32(_ at: Int) -> Int? {
      guard let a = u16(at), let b = u16(at + 2) else { return nil }
      return little ? a | b << 16 : a << 16 | b
    }
    guard u16(2) == 42, let directory = u32(4), let entries = u16(directory) else { return nil }
    for n in 0..<min(entries, 256) {
      let entry = directory + 2 + 12 * n
      guard let tag = u16(entry) else { return nil }
      if tag == 0x0112 {
        guard u16(entry + 2) == 3, let value = u16(entry + 8) else { return nil }
        return ExifOrientation(rawValue: value)
      }
    }
    return nil
  }

  /// The picture turned upright.
  public func apply(to picture: Picture) -> Picture {
    guard self != .normal else { return picture }
    let w = picture.width
    let h = picture.height
    let (ow, oh) = swapsAxes ? (h, w) : (w, h)
    var pixels: [RGB] = []
    pixels.reserveCapacity(w * h)
    for y in 0..<oh {
      for x in 0..<ow {
        let (sx, sy): (Int, Int)
        switch self {
        case .normal: (sx, sy) = (x, y)
        case .mirrored: (sx, sy) = (w - 1 - x, y)
        case .upsideDown: (sx, sy) = (w - 1 - x, h - 1 - y)
        case .flipped: (sx, sy) = (x, h - 1 - y)
        case .transposed: (sx, sy) = (y, x)
        case .rotatedRight: (sx, sy) = (y, h - 1 - x)
        case .transversed: (sx, sy) = (w - 1 - y, h - 1 - x)
        case .rotatedLeft: (sx, sy) = (w - 1 - y, x)
        }
        pixels.append(picture[sx, sy])
      }
    }
    return Picture(width: ow, height: oh, pixels: pixels) ?? picture
  }
}
