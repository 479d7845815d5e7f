/// Builds a saved file's text: `key = field<TAB>field…` lines, each field escaped once here
/// (`SavedEscape`), so no table entry can write a field unescaped.
public struct SavedLineWriter {
  public private(set) var text: String
  private var fieldsInLine = 0

  init(_ text: String) { self.text = text }

  /// One `key = …` line whose fields `value` writes.
  public mutating func line<Value>(_ key: String, _ value: Value, _ coding: SavedValue<Value>) {
    text += key
    text += " = "
    fieldsInLine = 0
    coding.write(value, &self)
    text += "\n"
  }

  /// The next field of the line being written, given as plain text.
  public mutating func field(_ raw: String) {
    if fieldsInLine > 0 { text += "\t" }
    fieldsInLine += 1
    SavedEscape.append(raw, to: &text)
  }

  mutating func reserve(_ bytes: Int) { text.reserveCapacity(bytes) }
}

/// Hands out the fields of one line's value, unescaped by the file's dialect.
public struct SavedFieldReader {
  private let fields: [Substring]
  private var index = 0
  private let unescape: (Substring) -> String?
  /// Set when a field's escape was malformed: the value is bad whatever the coding made of it.
  private(set) var malformed = false

  init(_ value: Substring, dialect: SavedDialect) {
    // Cut at tab bytes, never at characters: a field may start with a combining mark.
    fields =
      dialect.splitsFields
      ? value.utf8.split(separator: 0x09, omittingEmptySubsequences: false).map { Substring($0) } : [value]
    unescape = dialect.unescape
  }

  /// A value of no fields at all (a journal record of an empty list), where an empty value is
  /// one empty field.
  init(noFields: Void) {
    fields = []
    unescape = { String($0) }
  }

  /// The next field's text; nil when the line has no more, or its escape is malformed.
  public mutating func next() -> String? {
    guard index < fields.count else { return nil }
    index += 1
    guard let text = unescape(fields[index - 1]) else {
      malformed = true
      return nil
    }
    return text
  }

  /// Whether every field was taken (a line with more fields than its coding reads is bad).
  public var atEnd: Bool { index == fields.count }
}
