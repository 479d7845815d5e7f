/// The Search screen: a query built from typed letters or letters picked with the wheel, and
/// the matches, computed once per change of the query rather than on every frame.
public struct SearchState: Equatable, Sendable {
  public private(set) var query = ""
  public private(set) var hits: [SearchHit] = []

  /// The letter strip the wheel moves along: Done first (to see the results), then letters,
  /// digits, a space and a delete key.
  public static let strip: [String] =
    ["Done"] + (65...90).map { String(UnicodeScalar($0)!) } + (48...57).map { String(UnicodeScalar($0)!) } + ["␣", "⌫"]
  public static let firstLetter = 1
  /// The longest query a paste can make: far more than any title, and a huge paste stays cheap.
  public static let maxQueryLength = 200

  public init() {}

  public mutating func append(_ text: String, in index: LibraryIndex) {
    query += text
    refresh(in: index)
  }

  public mutating func erase(in index: LibraryIndex) {
    guard !query.isEmpty else { return }
    query.removeLast()
    refresh(in: index)
  }

  /// Artists, then albums, then songs with a word that starts with the query (case and accents
  /// folded), as the iPod matches: "sw" finds "Hold Switch", "c" does not.
  mutating func refresh(in index: LibraryIndex) {
    let needle = Self.fold(query.trimmingSpaces)
    guard !needle.isEmpty else {
      hits = []
      return
    }
    var found: [SearchHit] = []
    for (i, a) in index.artists.enumerated() where Self.contains(Self.fold(a.name), needle) { found.append(.artist(i)) }
    for (i, a) in index.albums.enumerated() where Self.contains(Self.fold(a.name), needle) { found.append(.album(i)) }
    for s in index.songs where Self.contains(Self.fold(index[s].title), needle) { found.append(.song(s)) }
    hits = found
  }

  static func fold(_ s: String) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(s.utf8.count)
    for scalar in s.unicodeScalars { DiacriticFolding.appendFolded(scalar, to: &out) }
    return out
  }

  /// Whether `needle` occurs in `hay` where a word starts (see `startsWord`).
  static func contains(_ hay: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= hay.count else { return false }
    if needle.isEmpty { return true }
    let first = needle[0]
    var i = 0
    let last = hay.count - needle.count
    while i <= last {
      if hay[i] == first, startsWord(hay, at: i) {
        var j = 1
        while j < needle.count && hay[i + j] == needle[j] { j += 1 }
        if j == needle.count { return true }
      }
      i += 1
    }
    return false
  }
}

extension SearchState {
  /// A word starts at the beginning, after a space or punctuation (not after an apostrophe:
  /// "t" does not find "Don't"), and at every character of scripts written without spaces
  /// (CJK and later, UTF-8 lead bytes from 0xE3), where each character may begin a word.
  static func startsWord(_ hay: [UInt8], at i: Int) -> Bool {
    guard i > 0 else { return true }
    if hay[i] >= 0xE3 { return true }
    let before = hay[i - 1]
    guard before < 0x80 else { return false }
    let isLetterOrDigit = (before >= 0x61 && before <= 0x7A) || (before >= 0x30 && before <= 0x39)
    return !isLetterOrDigit && before != 0x27
  }
}

/// One match of a search.
public enum SearchHit: Hashable, Sendable {
  case artist(Int)
  case album(Int)
  case song(Int32)
}

extension String {
  var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " { s.removeFirst() }
    while s.last == " " { s.removeLast() }
    return String(s)
  }
}
