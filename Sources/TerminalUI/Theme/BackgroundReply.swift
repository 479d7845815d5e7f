import WheelCore

/// Reads the terminal's answers to the background probe: the OSC 11 colour and the DA1 reply
/// that marks the end of the answers. Pure, so every reply shape is unit-tested.
///
/// The bytes are untrusted (whatever arrived on stdin during the probe, keys included), so a
/// reply counts only when it is whole: introduced by ESC, every channel 1 to 4 hex digits, and
/// ended by BEL or ST. A reply cut off by the probe's deadline ("rgb:ffff/ffff/ff") is no
/// reply, rather than a wrong colour, and no number read is longer than 4 digits.
public enum BackgroundReply {
  static let marker = Array("\u{1B}]11;rgb:".utf8)
  /// Three channels of at most four digits and two slashes: anything longer is not a reply.
  static let maxBody = 14

  /// The colour in `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` (1 to 4 hex digits per channel, ended by
  /// BEL or ST), or nil when the bytes hold no such reply.
  public static func background(in bytes: [UInt8]) -> RGB? {
    guard bytes.count >= marker.count else { return nil }
    var start = 0
    while start + marker.count <= bytes.count {
      if bytes[start] == 0x1B, bytes[start..<(start + marker.count)].elementsEqual(marker),
        let colour = colour(after: start + marker.count, in: bytes)
      {
        return colour
      }
      start += 1
    }
    return nil
  }

  /// The colour of a reply body starting at `index`, when the body is well formed and ended.
  private static func colour(after index: Int, in bytes: [UInt8]) -> RGB? {
    var end = index
    while end < bytes.count, end - index <= maxBody, isHexDigit(bytes[end]) || bytes[end] == UInt8(ascii: "/") {
      end += 1
    }
    guard end - index <= maxBody, end < bytes.count else { return nil }
    let ended =
      bytes[end] == 0x07 || (bytes[end] == 0x1B && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "\\"))
    guard ended else { return nil }
    let parts = bytes[index..<end].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    guard parts.count == 3 else { return nil }
    var channels: [UInt32] = []
    for part in parts {
      guard (1...4).contains(part.count) else { return nil }
      let value = part.reduce(UInt32(0)) { $0 << 4 | hexValue($1) }
      // Scale n hex digits to 8 bits: "f" -> 255, "ffff" -> 255, "80" -> 128.
      let maxValue = (UInt32(1) << (4 * UInt32(part.count))) - 1
      channels.append((value * 255 + maxValue / 2) / maxValue)
    }
    return RGB(channels[0] << 16 | channels[1] << 8 | channels[2])
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  private static func hexValue(_ byte: UInt8) -> UInt32 {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)
    case 0x41...0x46: UInt32(byte - 0x41 + 10)
    case 0x61...0x66: UInt32(byte - 0x61 + 10)
    default: 0
    }
  }

  /// Whether `bytes` contain a complete DA1 reply (`ESC [ ? … c`), the sentinel every
  /// terminal sends, so the probe need not wait for its full timeout.
  public static func containsDeviceAttributes(_ bytes: [UInt8]) -> Bool {
    var i = 0
    while i + 2 < bytes.count {
      if bytes[i] == 0x1B, bytes[i + 1] == UInt8(ascii: "["), bytes[i + 2] == UInt8(ascii: "?") {
        var j = i + 3
        while j < bytes.count, (0x30...0x3F).contains(bytes[j]) { j += 1 }
        if j < bytes.count, bytes[j] == UInt8(ascii: "c") { return true }
      }
      i += 1
    }
    return false
  }

  /// Relative luminance (0 black ... 1 white), sRGB weights, gamma ignored: good enough to
  /// tell a light background from a dark one.
  public static func luminance(_ c: RGB) -> Double {
    (0.2126 * Double(c.r) + 0.7152 * Double(c.g) + 0.0722 * Double(c.b)) / 255
  }
}
