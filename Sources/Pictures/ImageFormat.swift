/// The formats we decode, told apart by their first bytes: file extensions lie (a PNG saved as
/// cover.jpg is common), magic numbers do not.
enum ImageFormat: Equatable, Sendable {
  case jpeg
  case png

  private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The format of `bytes`, or nil when it is neither JPEG nor PNG.
  static func sniff(_ bytes: [UInt8]) -> ImageFormat? {
    if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF { return .jpeg }
    if bytes.count >= 8, Array(bytes[0..<8]) == pngSignature { return .png }
    return nil
  }

  /// A short name for an unsupported file, so the error says what it actually was.
  static func describeUnknown(_ bytes: [UInt8]) -> String {
    func starts(with prefix: String) -> Bool { bytes.starts(with: Array(prefix.utf8)) }
    if bytes.isEmpty { return "empty file" }
    if starts(with: "GIF8") { return "GIF image" }
    if starts(with: "BM") { return "BMP image" }
    if starts(with: "RIFF"), bytes.count >= 12, Array(bytes[8..<12]) == Array("WEBP".utf8) {
      return "WebP image"
    }
    if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) { return "HEIF/AVIF image" }
    return "not a JPEG or PNG"
  }
}
