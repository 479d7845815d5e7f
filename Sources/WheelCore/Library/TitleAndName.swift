/// A song's title and its file's name kept as one string, the title's bytes first: one heap
/// object a song instead of two. A Swift string longer than 15 bytes is an object of its own
/// (32 bytes of header, then malloc's rounding), which for a title and a name made 100 bytes a
/// song of overhead; the user data's key holds the same string, so it costs nothing more.
///
/// Cut at a byte count, not at a separator, so any title or name round-trips.
enum TitleAndName {
  static func join(title: String, name: String) -> (text: String, titleBytes: Int32) {
    (title + name, Int32(title.utf8.count))
  }

  static func title(of text: String, titleBytes: Int32) -> String {
    String(text.unicodeScalars[..<cut(text, titleBytes)])
  }

  static func name(of text: String, titleBytes: Int32) -> String {
    String(text.unicodeScalars[cut(text, titleBytes)...])
  }

  /// The name's bytes, in place.
  static func nameUTF8(of text: String, titleBytes: Int32) -> Substring.UTF8View {
    text.utf8[cut(text, titleBytes)...]
  }

  /// Where the name starts: a scalar boundary, since the two parts were whole strings.
  private static func cut(_ text: String, _ titleBytes: Int32) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: Int(titleBytes))
  }
}
