/// Where the music comes from at the next start: the local folder, the MPD server last given
/// with `--mpd`, or an iPod (given with `--ipod`, or found mounted) (Settings > Source).
/// `--library`, `--mpd` and `--ipod` override it for one run.
public enum SourceChoice: String, Sendable, CaseIterable {
  case local = "Local"
  case mpd = "MPD"
  case ipod = "iPod"

  /// Settings > Source's value: "Local", the server without its password, or the iPod's folder name.
  public static func label(_ settings: Settings) -> String {
    switch settings.source {
    case .mpd: settings.mpdAddress.map { "MPD " + withoutPassword($0) } ?? SourceChoice.local.rawValue
    case .ipod: settings.ipodPath.map(ipodLabel) ?? SourceChoice.local.rawValue
    case .local: SourceChoice.local.rawValue
    }
  }

  /// "iPod NAME", NAME the last part of the iPod's folder (its volume name when mounted).
  static func ipodLabel(_ folder: String) -> String {
    let name = folder.split(separator: "/").last.map(String.init) ?? folder
    return "iPod " + TextWidth.sanitized(name)
  }

  /// An MPD address as it may be shown: `secret@host:6600` becomes `host:6600`.
  public static func withoutPassword(_ address: String) -> String {
    guard let at = address.lastIndex(of: "@"), at != address.startIndex else { return address }
    return String(address[address.index(after: at)...])
  }

  /// A press on Settings > Source: the next of Local, the MPD server once known, and each iPod
  /// known (the one chosen before, those found mounted at start).
  static func toggle(_ settings: inout Settings, found: [String] = []) -> String {
    var choices: [(SourceChoice, String?)] = [(.local, nil)]
    if settings.mpdAddress != nil { choices.append((.mpd, nil)) }
    var ipods = found
    if let saved = settings.ipodPath, !ipods.contains(saved) { ipods.insert(saved, at: 0) }
    choices += ipods.map { (.ipod, $0) }
    guard choices.count > 1 else {
      return "No MPD server or iPod yet: start once with --mpd ADDRESS or --ipod FOLDER, or mount an iPod"
    }
    let current =
      choices.firstIndex { $0.0 == settings.source && ($0.0 != .ipod || $0.1 == settings.ipodPath) } ?? 0
    let next = choices[(current + 1) % choices.count]
    settings.source = next.0
    if let folder = next.1 { settings.ipodPath = folder }
    return "Source: \(label(settings)) from the next start"
  }
}
