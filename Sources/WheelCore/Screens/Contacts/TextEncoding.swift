/// The character sets vCard 2.1's CHARSET= names, decoded without Foundation: UTF-8 (with a
/// fallback to Windows-1252 for bytes that are not), ISO-8859-1 and Windows-1252, which old
/// phones and Outlook exports write.
enum TextEncoding {
  case utf8, latin1, windows1252

  /// The encoding a CHARSET= value names; nil for one we do not know (read as UTF-8).
  init?(charset: String) {
    switch charset.uppercased() {
    case "UTF-8", "UTF8", "US-ASCII", "ASCII": self = .utf8
    case "ISO-8859-1", "ISO8859-1", "LATIN1", "ISO-8859-15": self = .latin1
    case "WINDOWS-1252", "CP1252", "WIN-1252": self = .windows1252
    default: return nil
    }
  }

  func decode(_ bytes: some Collection<UInt8>) -> String {
    switch self {
    case .utf8:
      if let text = String(validating: bytes, as: UTF8.self) { return text }
      return Self.windows1252.decode(bytes)
    case .latin1:
      return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    case .windows1252:
      return String(
        String.UnicodeScalarView(
          bytes.map { byte in
            guard (0x80...0x9F).contains(byte), let scalar = Unicode.Scalar(Self.windows1252High[Int(byte) - 0x80])
            else { return Unicode.Scalar(byte) }
            return scalar
          }))
    }
  }

  /// What Windows-1252 puts at 0x80…0x9F (the five unassigned bytes keep their C1 value,
  /// which the sanitiser drops).
  private static let windows1252High: [UInt32] = [
    0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
    0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
    0x0153, 0x9D, 0x017E, 0x0178,
  ]
}
