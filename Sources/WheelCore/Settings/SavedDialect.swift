/// How the lines of one version of a file are cut into key and fields and unescaped. The
/// current version has one dialect for every file (`current`); each older version a file was
/// written in keeps its own, so that file is still read by the same table of fields (and
/// written in the current version at the next save).
public struct SavedDialect: Sendable {
  /// How much space is taken off the value after the key.
  public enum Trim: Sendable { case both, leading, none }

  /// The byte between key and value: `=` (with spaces around it), or a tab (user data 1).
  public var keySeparator: UInt8
  public var trim: Trim
  /// Whether the value is cut into fields at tabs; when not, the whole value is one field.
  public var splitsFields: Bool
  /// A field's text from the file's; nil when malformed.
  public var unescape: @Sendable (Substring) -> String?
  /// Whether the file must end with an `end` line (a file without one was cut short).
  public var needsEnd: Bool

  public init(
    keySeparator: UInt8 = UInt8(ascii: "="), trim: Trim = .both, splitsFields: Bool = true,
    unescape: @escaping @Sendable (Substring) -> String? = SavedEscape.unescape, needsEnd: Bool = true
  ) {
    self.keySeparator = keySeparator
    self.trim = trim
    self.splitsFields = splitsFields
    self.unescape = unescape
    self.needsEnd = needsEnd
  }

  /// `key = field<TAB>field…`, fields escaped by `SavedEscape`, and an `end` line.
  public static let current = SavedDialect()

  /// The version 1 files that wrote every value as it was, on one line: no escaping, the value
  /// one field (settings, the resume point, the high scores).
  public static let plainVersion1 = SavedDialect(splitsFields: false, unescape: { String($0) })
}
