/// Where the music comes from at the next start: the local folder, or the MPD server last given
/// with `--mpd` (Settings > Source). `--library` and `--mpd` override it for one run.
public enum SourceChoice: String, Sendable, CaseIterable {
  case local = "Local"
  case mpd = "MPD"

  /// Settings > Source's value: "Local", or the server without its password.
  public static func label(_ settings: Settings) -> String {
    guard settings.source == .mpd, let address = settings.mpdAddress else { return SourceChoice.local.rawValue }
    return "MPD " + withoutPassword(address)
  }

  /// An MPD address as it may be shown: `secret@host:6600` becomes `host:6600`.
  public static func withoutPassword(_ address: String) -> String {
    guard let at = address.lastIndex(of: "@"), at != address.startIndex else { return address }
    return String(address[address.index(after: at)...])
  }

  /// A press on Settings > Source: Local and MPD alternate once a server is known.
  static func toggle(_ settings: inout Settings) -> String {
    guard settings.mpdAddress != nil else { return "No MPD server yet: start once with --mpd ADDRESS" }
    settings.source = settings.source == .local ? .mpd : .local
    return "Source: \(label(settings)) from the next start"
  }
}
