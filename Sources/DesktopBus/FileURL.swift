/// `file://` URLs both ways (RFC 8089 with percent-encoding of every byte outside the
/// unreserved set and "/"), for `xesam:url`, `mpris:artUrl` and `OpenUri`.
public enum FileURL {
  public static func from(path: String) -> String {
    var url = "file://"
    for byte in path.utf8 {
      if isUnreserved(byte) || byte == UInt8(ascii: "/") {
        url.append(Character(Unicode.Scalar(byte)))
      } else {
        url += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
      }
    }
    return url
  }

  /// The path of a local `file://` URL (host empty or "localhost"); nil for anything else.
  public static func path(from url: String) -> String? {
    guard url.lowercased().hasPrefix("file://") else { return nil }
    var rest = Substring(url.dropFirst("file://".count))
    if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
    guard rest.hasPrefix("/") else { return nil }
    var bytes: [UInt8] = []
    var input = Array(rest.utf8)[...]
    while let byte = input.popFirst() {
      if byte == UInt8(ascii: "%") {
        guard input.count >= 2, let high = hex(input.popFirst()!), let low = hex(input.popFirst()!) else { return nil }
        bytes.append(high << 4 | low)
      } else {
        bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func isUnreserved(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D || b == 0x2E
      || b == 0x5F || b == 0x7E
  }

  private static func hex(_ b: UInt8) -> UInt8? {
    switch b {
    case 0x30...0x39: b - 0x30
    case 0x41...0x46: b - 0x41 + 10
    case 0x61...0x66: b - 0x61 + 10
    default: nil
    }
  }
}
