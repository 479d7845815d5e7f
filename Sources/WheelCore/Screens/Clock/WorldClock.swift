/// Cities in other time zones: the zone names the adapter listed from the tz database and the
/// offsets it read, from which the core works out each city's time from the local one.
public struct WorldClock: Equatable, Sendable {
  /// Every zone name (nil until listed).
  public internal(set) var zoneNames: [String]?
  var zoneNamesAsked = false
  /// Seconds east of UTC, locally and in each city asked for.
  public internal(set) var localOffset: Int?
  public internal(set) var offsets: [String: Int] = [:]
  /// When the offsets were last asked for (they change with daylight saving time).
  var askedAt: Double?
  /// When the offset of Settings > Date & Time's zone was last asked for.
  var shownZoneAskedAt: Double?

  /// How often the offsets are read again while Clocks shows.
  static let refreshSeconds = 60.0

  /// A tz database name: "Area/City" of letters, digits, "_", "-", "+", nothing else.
  public static func isZoneName(_ name: String) -> Bool {
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 2, parts.count <= 3 else { return false }
    return parts.allSatisfy { part in
      !part.isEmpty && part != "." && part != ".."
        && part.unicodeScalars.allSatisfy {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-+".unicodeScalars.contains($0))
        }
    }
  }

  /// "America/Argentina/Buenos_Aires" → "Buenos Aires".
  public static func cityName(_ zone: String) -> String {
    String(zone.split(separator: "/").last ?? Substring(zone)).replacingUnderscores
  }

  /// "America/Argentina/Buenos_Aires" → "America".
  public static func region(_ zone: String) -> String { String(zone.split(separator: "/").first ?? "") }

  /// The regions of the listed zones, sorted.
  var regions: [String] { Array(Set((zoneNames ?? []).map(Self.region))).sorted() }

  /// A region's zones, sorted by city name.
  func zones(in region: String) -> [String] {
    (zoneNames ?? []).filter { Self.region($0) == region }.sorted { Self.cityName($0) < Self.cityName($1) }
  }

  /// The time in `zone` when it is `local` here, and how many days it is ahead (-1, 0, +1);
  /// nil until both offsets are known.
  func time(in zone: String, local: LocalTime) -> (time: LocalTime, days: Int)? {
    guard let here = localOffset, let there = offsets[zone] else { return nil }
    let seconds = local.hour * 3600 + local.minute * 60 + local.second + (there - here)
    let days = seconds >= 0 ? seconds / 86400 : -((-seconds + 86399) / 86400)
    let inDay = seconds - days * 86400
    var t = local
    t.hour = inDay / 3600
    t.minute = inDay / 60 % 60
    t.second = inDay % 60
    t.weekday = ((local.weekday - 1 + days) % 7 + 7) % 7 + 1
    return (t, days)
  }
}

extension String {
  var replacingUnderscores: String { String(map { $0 == "_" ? " " : $0 }) }
}
