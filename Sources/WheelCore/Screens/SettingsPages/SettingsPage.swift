/// The pages Settings opens beyond its rows: Date & Time and its zone lists, and Legal.
/// `Screen.setting` carries one, so they register in one place (`home`, in `Screen+Home`).
public enum SettingsPage: Hashable, Sendable {
  /// Date & Time; the tz database's regions (led by "System"); one region's zones.
  case dateTime, zoneRegions
  case zones(String)
  /// The licences of this program and the libraries it links, as a page that scrolls.
  case legal
  /// Volume Limit's bar (its lock is the combination screen, `CombinationPurpose`).
  case volumeLimit
  /// Fill iPod: the lists and albums to copy onto the iPod found mounted; the copy under way.
  case fillIpod, ipodFill
}
