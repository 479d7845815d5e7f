/// One saved file's format: a header comment, the version, and the table of its entries;
/// `encode` and `read` both come from that table. Every file is a list of `key = value` lines
/// after a `version = N` line, ended by `end` (see docs/SAVED-FILES.md for the whole rule).
public struct SavedFormat<Root> {
  public let header: String
  /// The version this program writes; a file saying a higher one is from a newer program.
  public let version: Int
  public let fields: [SavedField<Root>]
  /// How each older version's lines are read (the current one reads as `SavedDialect.current`).
  public let legacy: [Int: SavedDialect]
  /// The version of a file with no version line (files from before it had one); nil when such
  /// a file is not one of this format.
  public let unversioned: Int?
  /// Whether a key not in the table is ignored (settings, so an older program reads a newer
  /// file's other keys) or counted as a problem.
  public let ignoresUnknownKeys: Bool
  fileprivate let byKey: [String: Int]
  /// `KEY = ` of each entry with a direct byte reader, and its entry.
  private let direct: [(prefix: [UInt8], index: Int)]

  public init(
    header: String, version: Int, fields: [SavedField<Root>], legacy: [Int: SavedDialect] = [:],
    unversioned: Int? = nil, ignoresUnknownKeys: Bool = false
  ) {
    self.header = header
    self.version = version
    self.fields = fields
    self.legacy = legacy
    self.unversioned = unversioned
    self.ignoresUnknownKeys = ignoresUnknownKeys
    var byKey: [String: Int] = [:]
    for (i, field) in fields.enumerated() where byKey[field.key] == nil { byKey[field.key] = i }
    self.byKey = byKey
    direct = fields.indices.compactMap {
      fields[$0].readBytes == nil ? nil : (Array((fields[$0].key + " = ").utf8), $0)
    }
  }

  /// The file's text; `reserve` is a guess of its size in bytes, to build it without regrowing.
  public func encode(_ root: Root, reserve: Int = 0) -> String {
    guard fields.contains(where: { $0.writeBytes != nil }) else {
      var writer = SavedLineWriter("# " + header + "\nversion = \(version)\n")
      writer.reserve(reserve)
      for field in fields { field.write(root, &writer) }
      return writer.text + "end\n"
    }
    return String(decoding: encodeBytes(root, reserve: reserve), as: UTF8.self)
  }

  /// The file's bytes, the entries with a direct writer written by it.
  public func encodeBytes(_ root: Root, reserve: Int = 0) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(reserve)
    out.append(contentsOf: ("# " + header + "\nversion = \(version)\n").utf8)
    for field in fields {
      if let writeBytes = field.writeBytes {
        writeBytes(root, &out)
      } else {
        var writer = SavedLineWriter("")
        field.write(root, &writer)
        out.append(contentsOf: writer.text.utf8)
      }
    }
    out.append(contentsOf: "end\n".utf8)
    return out
  }

  /// Reads `bytes` into `initial`: every line whose value reads is used, the rest recorded as
  /// problems; the caller decides whether a damaged file is used or refused.
  public func read(_ bytes: [UInt8], into initial: Root) -> SavedReading<Root> {
    var reader = Reader(self, into: initial)
    var lines = SavedLineSplitter()
    lines.feed(bytes[...]) { reader.read($0) }
    lines.finish { reader.read($0) }
    return reader.finish()
  }

  /// A reader to feed line by line.
  public func reader(into initial: Root) -> Reader { Reader(self, into: initial) }

  /// Reads a file line by line as it comes (`SavedLineSplitter`), so that a file too large to
  /// hold twice (the user data at 200 MB) is never held whole beside what is read from it.
  public struct Reader {
    private let format: SavedFormat
    private let initial: Root
    private var reading: SavedReading<Root>
    private var dialect = SavedDialect.current
    /// Lines of the current dialect go to the direct byte readers first.
    private var currentDialect = true
    private var sawFirst = false
    private var ended = false
    private var n = 0
    /// Set when the rest does not matter: a line that is not UTF-8 text (a file that is not
    /// text throughout is not read at all), or a first line of no version this format knows.
    public private(set) var stopped = false

    public init(_ format: SavedFormat, into initial: Root) {
      self.format = format
      self.initial = initial
      reading = SavedReading(value: initial, version: nil)
    }

    /// One line, without its line feed.
    public mutating func read(_ bytes: ArraySlice<UInt8>) {
      guard !stopped else { return }
      let fields = format.fields
      let byKey = format.byKey
      n += 1
      var raw = bytes
      if raw.last == 0x0D { raw = raw.dropLast() }
      guard !raw.contains(0) else { return stop() }
      if sawFirst, currentDialect, !ended, format.readDirectly(raw, into: &reading.value) { return }
      guard let text = String(validating: raw, as: UTF8.self) else { return stop() }
      let line = Substring(text)
      let trimmed = line.drop { $0 == " " }
      if trimmed.isEmpty || trimmed.first == "#" { return }
      if !sawFirst {
        sawFirst = true
        if let v = SavedFormat.versionLine(line) {
          guard let chosen = format.dialect(for: v) else { return stop() }
          reading.version = v
          if v > format.version { reading.newerVersion = v }
          dialect = chosen
          currentDialect = v >= format.version
          return
        }
        guard let v = format.unversioned, let chosen = format.dialect(for: v) else { return stop() }
        reading.version = v
        dialect = chosen
        currentDialect = v >= format.version
      }
      if ended {
        reading.record(.badLine(n, String(line)))
        return
      }
      if trimmed.trimmingTrailingSpaces == "end" {
        ended = true
        return
      }
      guard let separator = line.utf8.firstIndex(of: dialect.keySeparator) else {
        reading.record(.badLine(n, String(line)))
        // A line of a known key that lost its separator is still a lost line of that key.
        let word = String(trimmed.prefix { $0 != " " && $0 != "\t" })
        if let index = byKey[word] { fields[index].lost(&reading.value) }
        return
      }
      let key = String(line[..<separator]).trimmingSpaces
      // Spaces are taken off as bytes, not characters: a value starting with a combining mark
      // would otherwise join the space before it into one character and keep it.
      var value = line.utf8[line.utf8.index(after: separator)...]
      switch dialect.trim {
      case .both: value = value.drop { $0 == 0x20 }.trimmingTrailingSpaces
      case .leading: value = value.drop { $0 == 0x20 }
      case .none: break
      }
      guard let index = byKey[key] else {
        if !format.ignoresUnknownKeys { reading.record(.unknownKey(n, key)) }
        return
      }
      var reader = SavedFieldReader(Substring(value), dialect: dialect)
      // Good only when the entry took every field and met no malformed escape.
      let good = fields[index].read(&reading.value, &reader) && reader.atEnd && !reader.malformed
      if !good {
        reading.record(.badValue(n, key, String(Substring(value))))
        fields[index].lost(&reading.value)
      }
    }

    private mutating func stop() {
      stopped = true
    }

    /// What the lines gave.
    public func finish() -> SavedReading<Root> {
      if stopped { return SavedReading(value: initial, version: nil) }
      var reading = self.reading
      var dialect = self.dialect
      if reading.version == nil, let v = format.unversioned, let chosen = format.dialect(for: v) {
        reading.version = v  // an empty file of a format that once had no version line
        dialect = chosen
      }
      reading.truncated = reading.version != nil && dialect.needsEnd && !ended
      reading.isOlderVersion = reading.version.map { $0 < format.version } ?? false
      return reading
    }
  }

  /// Reads a `KEY = value` line of an entry with a direct reader, written as `encode` writes
  /// it (no spaces to trim); false when it is not one, or the reader left it to the generic path.
  fileprivate func readDirectly(_ raw: ArraySlice<UInt8>, into root: inout Root) -> Bool {
    for (prefix, index) in direct where raw.starts(with: prefix) {
      let value = raw.dropFirst(prefix.count)
      guard value.first != 0x20, value.last != 0x20, let readBytes = fields[index].readBytes else { return false }
      return readBytes(&root, value)
    }
    return false
  }

  /// The dialect of version `v`: the current one for this version and any newer (read as far
  /// as it goes), the recorded one for an older; nil for a version never written.
  fileprivate func dialect(for v: Int) -> SavedDialect? {
    v >= version ? .current : legacy[v]
  }

  /// `version = N`.
  static func versionLine(_ line: Substring) -> Int? {
    guard let eq = line.firstIndex(of: "="), line[..<eq].trimmingTrailingSpaces.drop(while: { $0 == " " }) == "version"
    else { return nil }
    return Int(line[line.index(after: eq)...].drop { $0 == " " }.trimmingTrailingSpaces)
  }
}

extension Substring.UTF8View {
  fileprivate var trimmingTrailingSpaces: Substring.UTF8View {
    var s = self
    while s.last == 0x20 { s.removeLast() }
    return s
  }
}

extension Substring {
  fileprivate var trimmingTrailingSpaces: Substring { Substring(utf8.trimmingTrailingSpaces) }
}
