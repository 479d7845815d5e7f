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
  /// Fill iPod: the first page (which iPod, when several, then Playlists, Albums, Artists and
  /// On-The-Go, as the Music menu groups them); the copy under way.
  case fillIpod, ipodFill
  /// Fill iPod > Playlists, Albums or Artists: each row copies its songs.
  case fillGroup(IpodFillGroup)
}
