/// One track of an iTunes library (or the Music app's export), as `import-itunes` uses it:
/// where the file was, its tags to match by, and its history to merge.
public struct ITunesTrack: Equatable, Sendable {
  public var id: Int
  public var name: String
  public var artist: String
  public var album: String
  /// The file's path from `Location` (a file:// URL, percent-decoded); nil for streams and
  /// tracks without a file.
  public var location: String?
  /// Seconds, from `Total Time` (milliseconds).
  public var length: Double?
  /// Stars 0...5 the user set (`Rating` 0...100, 20 a star); nil when unrated or computed
  /// from the album's rating, which the user did not give this song.
  public var rating: Int?
  public var plays: Int
  public var skips: Int
  /// Unix seconds.
  public var added: Double?
  public var lastPlayed: Double?
  /// Read for the record; ipodtui keeps no last-skipped date, so it is not merged.
  public var lastSkipped: Double?

  public init(
    id: Int, name: String, artist: String = "", album: String = "", location: String? = nil, length: Double? = nil,
    rating: Int? = nil, plays: Int = 0, skips: Int = 0, added: Double? = nil, lastPlayed: Double? = nil,
    lastSkipped: Double? = nil
  ) {
    self.id = id
    self.name = name
    self.artist = artist
    self.album = album
    self.location = location
    self.length = length
    self.rating = rating
    self.plays = plays
    self.skips = skips
    self.added = added
    self.lastPlayed = lastPlayed
    self.lastSkipped = lastSkipped
  }

  /// Reads one entry of `Tracks`; nil without a `Track ID`.
  init?(_ fields: PlistValue) {
    guard let id = fields["Track ID"]?.integer, let narrow = Int(exactly: id) else { return nil }
    self.init(id: narrow, name: fields["Name"]?.string ?? "")
    artist = fields["Artist"]?.string ?? ""
    album = fields["Album"]?.string ?? ""
    location = fields["Location"]?.string.flatMap(Self.path(fromLocation:))
    if let ms = fields["Total Time"]?.integer, ms > 0 { length = Double(ms) / 1_000 }
    if fields["Rating Computed"]?.bool != true, let value = fields["Rating"]?.integer, value > 0 {
      rating = Int(min(max((Double(value) / 20).rounded(), 0), Double(SongRecord.maxRating)))
    }
    plays = Self.count(fields["Play Count"])
    skips = Self.count(fields["Skip Count"])
    added = fields["Date Added"]?.date
    lastPlayed = fields["Play Date UTC"]?.date
    lastSkipped = fields["Skip Date"]?.date
  }

  private static func count(_ value: PlistValue?) -> Int {
    guard let n = value?.integer, n > 0 else { return 0 }
    return Int(min(n, Int64(Int32.max)))
  }

  /// The path of a file:// URL, percent-decoded: `file://localhost/Users/…` and `file:///…` give
  /// `/Users/…`; Windows's `file:///C:/…` gives `C:/…`. Nil for other schemes and for bytes that
  /// are not UTF-8. A `%` not followed by two hex digits is kept as it is.
  public static func path(fromLocation location: String) -> String? {
    var rest = Substring(location)
    let scheme = "file://"
    guard rest.lowercased().hasPrefix(scheme) else { return nil }
    rest = rest.dropFirst(scheme.count)
    if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
    guard rest.hasPrefix("/") else { return nil }
    let bytes = Array(rest.utf8)
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count, let high = hex(bytes[i + 1]), let low = hex(bytes[i + 2]) {
        decoded.append(high << 4 | low)
        i += 3
      } else {
        decoded.append(bytes[i])
        i += 1
      }
    }
    // A drive letter after the slash: a Windows path, which has no leading slash.
    if decoded.count >= 3, decoded[2] == UInt8(ascii: ":"), (decoded[1] | 0x20) >= 0x61, (decoded[1] | 0x20) <= 0x7A {
      decoded.removeFirst()
    }
    return String(validating: decoded, as: UTF8.self)
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x37
    case 0x61...0x66: byte - 0x57
    default: nil
    }
  }
}
