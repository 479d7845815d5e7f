import WheelCore

/// Reads the terminal's answers to the background probe: the OSC 11 colour and the DA1 reply
/// that marks the end of the answers. Pure, so every reply shape is unit-tested.
public enum BackgroundReply {
  /// The colour in `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` (1 to 4 hex digits per channel, ended by
  /// BEL or ST), or nil when the bytes hold no such reply.
  public static func background(in bytes: [UInt8]) -> RGB? {
    let marker = Array("]11;rgb:".utf8)
    guard let start = (0...max(0, bytes.count - marker.count)).first(where: {
      bytes.count >= $0 + marker.count && Array(bytes[$0..<($0 + marker.count)]) == marker
    }) else { return nil }
    let rest = String(decoding: bytes[(start + marker.count)...], as: UTF8.self)
    let body = rest.prefix { $0.isHexDigit || $0 == "/" }
    let parts = body.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3 else { return nil }
    var channels: [UInt32] = []
    for part in parts {
      guard (1...4).contains(part.count), let value = UInt32(part, radix: 16) else { return nil }
      // Scale n hex digits to 8 bits: "f" -> 255, "ffff" -> 255, "80" -> 128.
      let maxValue = (UInt32(1) << (4 * UInt32(part.count))) - 1
      channels.append((value * 255 + maxValue / 2) / maxValue)
    }
    return RGB(channels[0] << 16 | channels[1] << 8 | channels[2])
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
