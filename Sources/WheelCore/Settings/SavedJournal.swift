/// The line format of an append-only journal beside a saved file (docs/SAVED-FILES.md): the
/// saved-file header and `version = N`, then one record a line,
///
/// ```
/// KEY = SEQUENCE<TAB>FIELD…<TAB>CRC
/// ```
///
/// with the fields escaped as in every saved file, a sequence number that grows by one a
/// record, and the CRC-32 of the line up to the tab before it (8 hex digits). A record is
/// whole only with its line feed and a matching CRC: a last record torn by a crash is passed
/// over; a bad one before the last stops the reading there (what came before is good).
public enum SavedJournal {
  public static let version = 1

  /// The header and version line a journal starts with.
  public static func header(_ comment: String) -> String { "# \(comment)\nversion = \(version)\n" }

  /// One record's line, line feed included.
  public static func record<Value>(_ key: String, _ sequence: UInt64, _ value: Value, _ coding: SavedValue<Value>)
    -> String
  {
    var writer = SavedLineWriter(key + " = ")
    writer.field(String(sequence))
    coding.write(value, &writer)
    var line = writer.text
    let crc = String(SavedChecksum.crc32(line.utf8), radix: 16)
    line += "\t" + String(repeating: "0", count: 8 - crc.count) + crc + "\n"
    return line
  }

  /// One good record: its key, sequence number and fields (still escaped; `read` reads them).
  public struct Entry: Sendable {
    public let key: String
    public let sequence: UInt64
    /// Nil when the record has no field after its number (an empty list).
    let fields: Substring?

    /// The fields as `coding` reads them; nil when they do not read, or not all of them.
    public func read<Value>(_ coding: SavedValue<Value>) -> Value? {
      var reader = fields.map { SavedFieldReader($0, dialect: .current) } ?? SavedFieldReader(noFields: ())
      guard let value = coding.read(&reader), reader.atEnd, !reader.malformed else { return nil }
      return value
    }
  }

  /// What a journal's bytes gave.
  public struct Reading: Sendable {
    public var entries: [Entry] = []
    /// The journal's version; nil when there is no version line (an empty or torn header).
    public var version: Int?
    /// How many bytes from the start are whole, good lines: where the next record goes.
    public var goodLength = 0
    /// The line (1-based) of a bad record with more after it: the reading stopped there.
    public var damagedLine: Int?
    /// The last line was torn (no line feed) or failed its check, and was passed over.
    public var tornTail = false
  }

  /// Reads every good record in order, stopping at the first bad one.
  public static func read(_ bytes: [UInt8]) -> Reading {
    var reading = Reading()
    var start = 0
    var n = 0
    var last: UInt64?
    while start < bytes.count {
      n += 1
      guard let end = bytes[start...].firstIndex(of: 0x0A) else {
        reading.tornTail = true
        break
      }
      let good: Bool
      switch parse(bytes[start..<end]) {
      case .blank: good = true
      case .record(let entry):
        good = reading.version != nil && last.map { entry.sequence > $0 } ?? true
        if good {
          last = entry.sequence
          reading.entries.append(entry)
        }
      case .other: good = versionLine(bytes[start..<end], into: &reading)
      }
      guard good else {
        // The last line may be a record the crash cut inside its bytes; any earlier one is damage.
        if end + 1 >= bytes.count { reading.tornTail = true } else { reading.damagedLine = n }
        break
      }
      start = end + 1
      reading.goodLength = start
    }
    return reading
  }

  private enum Line {
    case blank
    case record(Entry)
    case other
  }

  /// A record line with its check, a comment or empty line, or anything else.
  private static func parse(_ raw: ArraySlice<UInt8>) -> Line {
    guard let first = raw.first(where: { $0 != 0x20 }) else { return .blank }
    if first == UInt8(ascii: "#") { return .blank }
    guard let cut = raw.lastIndex(of: 0x09), raw.endIndex - cut == 9,
      let crc = UInt32(String(decoding: raw[(cut + 1)...], as: UTF8.self), radix: 16),
      SavedChecksum.crc32(raw[..<cut]) == crc, let line = String(validating: raw[..<cut], as: UTF8.self),
      let eq = line.utf8.firstIndex(of: UInt8(ascii: "="))
    else { return .other }
    let key = String(line[..<eq]).trimmingSpaces
    var rest = line.utf8[line.utf8.index(after: eq)...]
    while rest.first == 0x20 { rest.removeFirst() }
    let sequenceEnd = rest.firstIndex(of: 0x09) ?? rest.endIndex
    guard let sequence = UInt64(String(Substring(rest[..<sequenceEnd]))), !key.isEmpty else { return .other }
    let fields = sequenceEnd == rest.endIndex ? nil : Substring(rest[rest.index(after: sequenceEnd)...])
    return .record(Entry(key: key, sequence: sequence, fields: fields))
  }

  /// `version = N` as the first line that is not a comment; false for anything else.
  private static func versionLine(_ raw: ArraySlice<UInt8>, into reading: inout Reading) -> Bool {
    guard reading.version == nil, reading.entries.isEmpty, let line = String(validating: raw, as: UTF8.self),
      let version = SavedFormat<Int>.versionLine(Substring(line)), version > 0
    else { return false }
    reading.version = version
    return true
  }
}
