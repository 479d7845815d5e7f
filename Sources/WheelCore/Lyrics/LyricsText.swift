/// Lyrics bytes as text: a file beside the song may be UTF-8 (with or without a byte-order
/// mark), UTF-16 with a mark (Windows editors), or a legacy 8-bit encoding; what is not valid
/// UTF-8 is read as Latin-1 (Windows-1252's printable range mostly agrees), so no file is
/// refused for its encoding. Control characters and escapes are removed line by line later.
public enum LyricsText {
  public static func decode(_ bytes: [UInt8]) -> String {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return decode(Array(bytes.dropFirst(3))) }
    if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), bigEndian: false) }
    if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), bigEndian: true) }
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var latin = ""
    latin.unicodeScalars.reserveCapacity(bytes.count)
    for byte in bytes { latin.unicodeScalars.append(Unicode.Scalar(byte)) }
    return latin
  }

  private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var i = bytes.startIndex
    while i + 1 < bytes.endIndex {
      let (a, b) = (UInt16(bytes[i]), UInt16(bytes[i + 1]))
      units.append(bigEndian ? a << 8 | b : b << 8 | a)
      i += 2
    }
    return String(decoding: units, as: UTF16.self)
  }
}
