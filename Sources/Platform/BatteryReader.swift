import Foundation

/// The computer's battery from `/sys/class/power_supply/BAT*/` (capacity, status), for the
/// title bar's icon. Machines without one (desktops, servers, containers) have no BAT* entry.
public struct BatteryReader: Sendable {
  public let root: String

  public init(root: String = "/sys/class/power_supply") { self.root = root }

  public struct Reading: Equatable, Sendable {
    public var percent: Int
    public var charging: Bool
  }

  /// The first battery's charge, or nil when there is none or it cannot be read.
  public func read() -> Reading? {
    let names = DirectoryListing.visibleEntries(of: root).map(\.text).filter { $0.hasPrefix("BAT") }.sorted()
    for name in names {
      let folder = root + "/" + name
      guard let capacity = value(folder + "/capacity").flatMap({ Int($0) }) else { continue }
      let status = value(folder + "/status") ?? ""
      return Reading(percent: min(100, max(0, capacity)), charging: status == "Charging" || status == "Full")
    }
    return nil
  }

  private func value(_ path: String) -> String? {
    guard let bytes = try? AtomicFile.read(path, limit: 4096) else { return nil }
    return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
