import Foundation

/// The system's tz database for Clocks: the zone names from `/usr/share/zoneinfo` (its
/// `tzdata.zi` or `zone1970.tab` list, else Foundation's), and each zone's offset now through
/// Foundation's `TimeZone`, which reads the same files.
public struct TimeZoneBook: Sendable {
  public let root: String

  public init(root: String = "/usr/share/zoneinfo") { self.root = root }

  /// Canonical "Area/City" names (no "Etc/", no old aliases such as "US/Pacific").
  public func zoneNames() -> [String] {
    var names = Set<String>()
    if let table = try? String(contentsOfFile: root + "/zone1970.tab", encoding: .utf8) {
      for line in table.split(separator: "\n") where !line.hasPrefix("#") {
        let fields = line.split(separator: "\t")
        if fields.count >= 3 { names.insert(String(fields[2])) }
      }
    }
    if names.isEmpty { names = Set(TimeZone.knownTimeZoneIdentifiers) }
    let areas: Set<String> = [
      "Africa", "America", "Antarctica", "Arctic", "Asia", "Atlantic", "Australia", "Europe", "Indian", "Pacific",
    ]
    return names.filter { name in
      guard let area = name.split(separator: "/").first else { return false }
      return areas.contains(String(area)) && TimeZone(identifier: name) != nil
    }.sorted()
  }

  /// Seconds east of UTC at `date` for each zone that exists (unknown names are left out).
  public func offsets(of zones: [String], at date: Date = Date()) -> [String: Int] {
    var result: [String: Int] = [:]
    for zone in zones {
      if let tz = TimeZone(identifier: zone) { result[zone] = tz.secondsFromGMT(for: date) }
    }
    return result
  }

  /// The local zone's offset now (from TZ or /etc/localtime, as the C library's `localtime`).
  public func localOffset(at date: Date = Date()) -> Int {
    var t = time_t(date.timeIntervalSince1970)
    var parts = tm()
    localtime_r(&t, &parts)
    return Int(parts.tm_gmtoff)
  }
}
