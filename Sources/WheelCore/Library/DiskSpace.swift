/// The size and the free space of the disk the library is on, as the adapter read them
/// (statvfs), for Settings > About's Capacity and Available.
public struct DiskSpace: Equatable, Sendable {
  public var capacity: Int64
  /// What an ordinary user may still write (statvfs's f_bavail, not the root-reserved part).
  public var available: Int64

  public init(capacity: Int64, available: Int64) {
    self.capacity = max(0, capacity)
    self.available = min(self.capacity, max(0, available))
  }

  /// "74.4 GB": decimal units, as a disk's label and the iPod's About count; one decimal
  /// below 100, none above.
  static func text(_ bytes: Int64) -> String {
    let units = ["B", "KB", "MB", "GB", "TB", "PB", "EB"]
    var value = Double(bytes)
    var unit = 0
    while value >= 999.95, unit < units.count - 1 {
      value /= 1000
      unit += 1
    }
    if unit == 0 { return "\(bytes) B" }
    let tenths = Int((value * 10).rounded())
    return (tenths >= 1000 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)") + " " + units[unit]
  }
}

/// The library's disk, read when About opens: which folder it was read for, and what was found
/// (nil: it could not be read).
public struct DiskReading: Equatable, Sendable {
  public var path: String
  public var space: DiskSpace?
  /// When it was asked for, so About asks again after a while and not on every event.
  var askedAt: Double
}

extension AppState {
  /// About's disk, asked for while About shows: for a local folder only (an MPD server's
  /// disk is not ours to measure), once, and again after half a minute.
  mutating func askDisk() -> [Effect] {
    let path = library.path
    guard path.hasPrefix("/") else { return [] }
    if let disk = library.disk, disk.path == path, now - disk.askedAt < 30 { return [] }
    library.disk = DiskReading(path: path, space: library.disk?.path == path ? library.disk?.space : nil, askedAt: now)
    return [.extras(.readDisk(path))]
  }

  /// About's Capacity and Available: "—" while unknown, and for an MPD server.
  var diskTexts: (capacity: String, available: String) {
    guard let disk = library.disk, disk.path == library.path, let space = disk.space else { return ("—", "—") }
    return (DiskSpace.text(space.capacity), DiskSpace.text(space.available))
  }
}
