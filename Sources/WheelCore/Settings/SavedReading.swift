/// What reading a saved file gave: the value read, the file's version, and what was wrong
/// with it. A format decides from this how much of a damaged file it trusts.
public struct SavedReading<Value> {
  /// One line that could not be used.
  public enum Problem: Equatable, Sendable {
    /// No key and value (or a line after `end`): line number (1-based) and text.
    case badLine(Int, String)
    /// A known key with a value that does not read: line number, key and value as in the file.
    case badValue(Int, String, String)
    /// A key the format does not know, where unknown keys are not allowed.
    case unknownKey(Int, String)

    public var line: Int {
      switch self {
      case .badLine(let n, _), .badValue(let n, _, _), .unknownKey(let n, _): n
      }
    }
  }

  public var value: Value
  /// The version the file says it is (or the one its format assumes when it says none); nil
  /// when it is not a file of this kind at all.
  public var version: Int?
  /// Set when the file is of a newer version than this program writes: what could be read
  /// with the current dialect is in `value`, and the file must not be written over.
  public var newerVersion: Int?
  /// Set when the file is of an older version: it is written in the current one at the next save.
  public var isOlderVersion = false
  /// The first few problems, and how many there were.
  public var problems: [Problem] = []
  public var problemCount = 0
  /// No `end` line where the format needs one: the file was cut short.
  public var truncated = false

  public init(value: Value, version: Int?) {
    self.value = value
    self.version = version
  }

  /// Not text, or not a file of this format (nothing of it was used).
  public var unreadable: Bool { version == nil }
  public var isClean: Bool { version != nil && newerVersion == nil && problemCount == 0 && !truncated }

  /// The most problems kept to report.
  static var keptProblems: Int { 5 }

  mutating func record(_ problem: Problem) {
    problemCount += 1
    if problems.count < Self.keptProblems { problems.append(problem) }
  }
}
