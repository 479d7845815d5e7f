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
  private let byKey: [String: Int]

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
  }

  /// The file's text; `reserve` is a guess of its size in bytes, to build it without regrowing.
  public func encode(_ root: Root, reserve: Int = 0) -> String {
    var writer = SavedLineWriter("# " + header + "\nversion = \(version)\n")
    writer.reserve(reserve)
    for field in fields { field.write(root, &writer) }
    return writer.text + "end\n"
  }

  /// Reads `bytes` into `initial`: every line whose value reads is used, the rest recorded as
  /// problems; the caller decides whether a damaged file is used or refused.
  public func read(_ bytes: [UInt8], into initial: Root) -> SavedReading<Root> {
    var reading = SavedReading(value: initial, version: nil)
    // Valid UTF-8 as a whole, so that every piece cut at a tab or line feed (ASCII bytes,
    // never inside a character) is valid too.
    guard !bytes.contains(0), String(validating: bytes, as: UTF8.self) != nil else { return reading }
    var dialect = SavedDialect.current
    var sawFirst = false
    var ended = false
    var n = 0
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
      defer { start = end + 1 }
      n += 1
      var raw = bytes[start..<end]
      if raw.last == 0x0D { raw = raw.dropLast() }
      let line = Substring(String(decoding: raw, as: UTF8.self))
      let trimmed = line.drop { $0 == " " }
      if trimmed.isEmpty || trimmed.first == "#" { continue }
      if !sawFirst {
        sawFirst = true
        if let v = Self.versionLine(line) {
          guard let chosen = self.dialect(for: v) else { return reading }
          reading.version = v
          if v > version { reading.newerVersion = v }
          dialect = chosen
          continue
        }
        guard let v = unversioned, let chosen = self.dialect(for: v) else { return reading }
        reading.version = v
        dialect = chosen
      }
      if ended {
        reading.record(.badLine(n, String(line)))
        continue
      }
      if trimmed.trimmingTrailingSpaces == "end" {
        ended = true
        continue
      }
      guard let separator = line.utf8.firstIndex(of: dialect.keySeparator) else {
        reading.record(.badLine(n, String(line)))
        // A line of a known key that lost its separator is still a lost line of that key.
        let word = String(trimmed.prefix { $0 != " " && $0 != "\t" })
        if let index = byKey[word] { fields[index].lost(&reading.value) }
        continue
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
        if !ignoresUnknownKeys { reading.record(.unknownKey(n, key)) }
        continue
      }
      var reader = SavedFieldReader(Substring(value), dialect: dialect)
      // Good only when the entry took every field and met no malformed escape.
      let good = fields[index].read(&reading.value, &reader) && reader.atEnd && !reader.malformed
      if !good {
        reading.record(.badValue(n, key, String(Substring(value))))
        fields[index].lost(&reading.value)
      }
    }
    if reading.version == nil, let v = unversioned, let chosen = self.dialect(for: v) {
      reading.version = v  // an empty file of a format that once had no version line
      dialect = chosen
    }
    reading.truncated = reading.version != nil && dialect.needsEnd && !ended
    reading.isOlderVersion = reading.version.map { $0 < version } ?? false
    return reading
  }

  /// The dialect of version `v`: the current one for this version and any newer (read as far
  /// as it goes), the recorded one for an older; nil for a version never written.
  private func dialect(for v: Int) -> SavedDialect? {
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
