/// Settings as a small text file of `key = value` lines, ended by a line `end`, so that a file
/// cut short by a crash or a full disk is recognised as broken rather than half-read.
public enum SettingsCodec {
  public static let version = 1

  public enum DecodeError: Error, Equatable, CustomStringConvertible {
    case notText
    case truncated
    case badLine(Int, String)
    case badValue(String, String)
    case newerVersion(Int)

    public var description: String {
      switch self {
      case .notText: "not a text file"
      case .truncated: "cut short (no end line)"
      case .badLine(let n, let text):
        "line \(n) unreadable: \(TextWidth.truncated(TextWidth.sanitized(text), toWidth: 30))"
      case .badValue(let key, let value):
        "\(key) has a bad value: \(TextWidth.truncated(TextWidth.sanitized(value), toWidth: 30))"
      case .newerVersion(let v): "written by a newer ipodtui (version \(v))"
      }
    }
  }

  public static func encode(_ s: Settings) -> String {
    var lines = ["# ipodtui settings: written by ipodtui, read at start", "version = \(version)"]
    lines.append("clicker = \(s.clicker ? "on" : "off")")
    lines.append("clicker-sound = \(s.clickerSound)")
    lines.append("alarm-sound = \(s.alarmSound)")
    lines.append("shuffle = \(s.shuffle.rawValue)")
    lines.append("repeat = \(s.repeatMode.rawValue)")
    lines.append("wheel-sensitivity = \(s.sensitivity.rawValue)")
    lines.append("theme = \(s.theme.rawValue)")
    lines.append("volume-limit = \(s.volumeLimit)")
    lines.append("volume = \(s.volume)")
    lines.append("cover-flow-home = \(s.coverFlowHome ? "on" : "off")")
    lines.append("scrobble-log = \(s.scrobbleLog ? "on" : "off")")
    lines.append("sort-by = \(s.sortBy.rawValue)")
    lines.append("audiobook-speed = \(s.audiobookSpeed.rawValue)")
    lines.append("eq = \(s.equalizer.rawValue)")
    lines.append("sound-check = \(s.soundCheck.rawValue)")
    lines += s.pictures.encodedLines
    lines.append("rating-tags = \(s.writeRatingTags ? "write" : "read")")
    for kind in [MenuKind.main, .music] {
      let shown = s.shown(kind)
      lines.append("\(menuKey(kind))-shown = " + shown.map(\.rawValue).joined(separator: ", "))
      lines.append(
        "\(menuKey(kind))-hidden = "
          + kind.choices.filter { !shown.contains($0) }.map(\.rawValue).joined(separator: ", "))
    }
    if let path = s.libraryPath { lines.append("library = \(path)") }
    if s.source != .local { lines.append("source = \(s.source.rawValue)") }
    if let address = s.mpdAddress { lines.append("mpd = \(address)") }
    lines += extrasLines(s)
    lines.append("end")
    return lines.joined(separator: "\n") + "\n"
  }

  public static func decode(_ bytes: [UInt8]) -> Result<Settings, DecodeError> {
    guard let text = String(validating: bytes, as: UTF8.self), !text.contains("\0") else { return .failure(.notText) }
    var s = Settings()
    var ended = false
    for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(raw).trimmingSpaces
      if line.isEmpty || line.hasPrefix("#") { continue }
      if ended { return .failure(.badLine(n + 1, line)) }
      if line == "end" {
        ended = true
        continue
      }
      guard let eq = line.firstIndex(of: "=") else { return .failure(.badLine(n + 1, line)) }
      let key = String(line[..<eq]).trimmingSpaces
      let value = String(line[line.index(after: eq)...]).trimmingSpaces
      if let error = apply(key, value, to: &s) { return .failure(error) }
    }
    return ended ? .success(s) : .failure(.truncated)
  }

  /// Sets one key; unknown keys are ignored so that older versions read newer files.
  private static func apply(_ key: String, _ value: String, to s: inout Settings) -> DecodeError? {
    let bad = DecodeError.badValue(key, value)
    switch key {
    case "version":
      guard let v = Int(value) else { return bad }
      return v > version ? .newerVersion(v) : nil
    case "clicker":
      guard let on = onOff(value) else { return bad }
      s.clicker = on
    case "clicker-sound":
      guard let name = soundName(value) else { return bad }
      s.clickerSound = name
    case "alarm-sound":
      guard let name = soundName(value) else { return bad }
      s.alarmSound = name
    case "shuffle":
      guard let v = ShuffleMode(rawValue: value) else { return bad }
      s.shuffle = v
    case "repeat":
      guard let v = RepeatMode(rawValue: value) else { return bad }
      s.repeatMode = v
    case "wheel-sensitivity":
      guard let v = WheelSensitivity(rawValue: value) else { return bad }
      s.sensitivity = v
    case "theme":
      guard let v = ThemeChoice(rawValue: value) else { return bad }
      s.theme = v
    case "volume-limit":
      guard let v = Int(value), (10...100).contains(v) else { return bad }
      s.volumeLimit = v
    case "volume":
      guard let v = Int(value), (0...Settings.volumeSteps).contains(v) else { return bad }
      s.volume = v
    case "cover-flow-home":
      guard let on = onOff(value) else { return bad }
      s.coverFlowHome = on
    case "scrobble-log":
      guard let on = onOff(value) else { return bad }
      s.scrobbleLog = on
    case "sort-by":
      guard let v = SortBy(rawValue: value) else { return bad }
      s.sortBy = v
    case "audiobook-speed":
      guard let v = AudiobookSpeed(rawValue: value) else { return bad }
      s.audiobookSpeed = v
    case "eq":
      guard let v = EQPreset(rawValue: value) else { return bad }
      s.equalizer = v
    case "sound-check":
      guard let v = SoundCheckMode(rawValue: value) else { return bad }
      s.soundCheck = v
    case "rating-tags":
      guard value == "read" || value == "write" else { return bad }
      s.writeRatingTags = value == "write"
    case "main-menu-shown", "main-menu-hidden", "music-menu-shown", "music-menu-hidden":
      let kind: MenuKind = key.hasPrefix("main") ? .main : .music
      let named = Set(value.split(separator: ",").compactMap { MenuItem(rawValue: String($0).trimmingSpaces) })
      let show = key.hasSuffix("shown")
      for item in kind.choices where named.contains(item) && s.shown(kind).contains(item) != show {
        s.toggle(item, in: kind)
      }
    case "library":
      s.libraryPath = value.isEmpty ? nil : value
    case "source":
      guard let v = SourceChoice(rawValue: value) else { return bad }
      s.source = v
    case "mpd":
      s.mpdAddress = value.isEmpty ? nil : value
    default:
      if let handled = s.pictures.apply(key, value) { return handled ? nil : bad }
      return applyExtra(key, value, to: &s)
    }
    return nil
  }

  /// A menu's rows are kept as the ones shown and the ones hidden; a row named in neither (one
  /// a newer version added) keeps its default, and names this version does not know are passed
  /// over rather than refusing the file.
  private static func menuKey(_ kind: MenuKind) -> String { kind == .main ? "main-menu" : "music-menu" }

  private static func onOff(_ value: String) -> Bool? {
    value == "on" ? true : value == "off" ? false : nil
  }

  /// Trimmed after sanitising, since a dropped control can leave a space at an end that the
  /// next read would trim: the name written must read back as itself.
  private static func soundName(_ value: String) -> String? {
    let name = TextWidth.sanitized(value).trimmingSpaces
    return name.isEmpty ? nil : name
  }
}
