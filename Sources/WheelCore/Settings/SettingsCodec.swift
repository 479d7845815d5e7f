/// Settings as a saved file (docs/SAVED-FILES.md): `key = value` lines from one table,
/// `fields`, that both writes and reads them, ended by a line `end`, so that a file cut short
/// by a crash or a full disk is recognised as broken rather than half-read. Keys this version
/// does not know are ignored, so an older program reads a newer one's other settings.
public enum SettingsCodec {
  /// 2: the one line format (escaped values); 1 wrote each value as it was.
  public static let version = 2

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

  public static var format: SavedFormat<Settings> {
    SavedFormat(
      header: "ipodtui settings: written by ipodtui, read at start", version: version, fields: fields,
      legacy: [1: .plainVersion1], unversioned: 1, ignoresUnknownKeys: true)
  }

  /// Every setting once: its key, where it lives in `Settings`, and how its value is written.
  static var fields: [SavedField<Settings>] {
    let basics: [SavedField<Settings>] = [
      .value("clicker", \.clicker, .onOff),
      .value("clicker-sound", \.clickerSound, soundName),
      .value("alarm-sound", \.alarmSound, soundName),
      .value("shuffle", \.shuffle, .token),
      .value("repeat", \.repeatMode, .token),
      .value("wheel-sensitivity", \.sensitivity, .token),
      .value("theme", \.theme, .token),
      .value("volume-limit", \.volumeLimit, .int(in: Settings.volumeLimitRange)),
      .optional("volume-limit-lock", \.volumeLimitLock, combination),
      .value("volume", \.volume, .int(in: 0...Settings.volumeSteps)),
      .value("cover-flow-home", \.coverFlowHome, .onOff),
      .value("main-menu-style", \.mainMenuStyle, .token),
      .value("zoom", \.zoomed, .onOff),
      .value("scrobble-log", \.scrobbleLog, .onOff),
      .value("sort-by", \.sortBy, .token),
      .value("audiobook-speed", \.audiobookSpeed, .token),
      .value("eq", \.equalizer, .token),
      .value("sound-check", \.soundCheck, .token),
    ]
    let rest: [SavedField<Settings>] = [
      .value("rating-tags", \.writeRatingTags, .words(true: "write", false: "read")),
      menu(.main, shown: true), menu(.main, shown: false), menu(.music, shown: true), menu(.music, shown: false),
      .optional("library", \.libraryPath, .text),
      .value("source", \.source, .token, skip: { $0 == .local }),
      .optional("mpd", \.mpdAddress, .text),
      .optional("ipod", \.ipodPath, .text),
    ]
    return basics + PictureSettings.fields + VideoSettings.fields + rest + extrasFields + DateTimeSettings.fields
  }

  public static func encode(_ s: Settings) -> String { format.encode(s) }

  /// Everything the file gave, problems included (the store reads a newer file this way).
  public static func read(_ bytes: [UInt8]) -> SavedReading<Settings> { format.read(bytes, into: Settings()) }

  /// The settings of a whole, good file of this version or an older one; else the first
  /// thing wrong with it.
  public static func decode(_ bytes: [UInt8]) -> Result<Settings, DecodeError> {
    let reading = read(bytes)
    return error(of: reading).map { .failure($0) } ?? .success(reading.value)
  }

  /// The first thing wrong with a file read; nil for a whole, good file.
  public static func error(of reading: SavedReading<Settings>) -> DecodeError? {
    if reading.unreadable { return .notText }
    if let v = reading.newerVersion { return .newerVersion(v) }
    switch reading.problems.first {
    case .badLine(let n, let text), .unknownKey(let n, let text): return .badLine(n, text.trimmingSpaces)
    case .badValue(_, let key, let value): return .badValue(key, value)
    case nil: return reading.truncated ? .truncated : nil
    }
  }

  /// A menu's rows are kept as the ones shown and the ones hidden; a row named in neither (one
  /// a newer version added) keeps its default, and names this version does not know are passed
  /// over rather than refusing the file.
  private static func menu(_ kind: MenuKind, shown: Bool) -> SavedField<Settings> {
    let key = (kind == .main ? "main-menu" : "music-menu") + (shown ? "-shown" : "-hidden")
    return SavedField(
      key,
      write: { s, line in
        let rows = s.shown(kind)
        let named = shown ? rows : kind.choices.filter { !rows.contains($0) }
        line.line(key, named.map(\.rawValue).joined(separator: ", "), .text)
      },
      read: { s, fields in
        guard let value = fields.next() else { return false }
        let named = Set(value.split(separator: ",").compactMap { MenuItem(rawValue: String($0).trimmingSpaces) })
        for item in kind.choices where named.contains(item) && s.shown(kind).contains(item) != shown {
          s.toggle(item, in: kind)
        }
        return true
      })
  }

  /// Four digits, "0705".
  static var combination: SavedValue<[Int]> {
    SavedValue(
      text: { $0.map(String.init).joined() },
      parse: { value in
        let digits = value.compactMap(\.wholeNumberValue)
        return value.count == ScreenLockState.length && digits.count == value.count && value.allSatisfy(\.isASCII)
          ? digits : nil
      })
  }

  /// Trimmed after sanitising, since a dropped control can leave a space at an end that the
  /// next read would trim: the name written must read back as itself.
  static var soundName: SavedValue<String> {
    SavedValue(
      text: { $0 },
      parse: { value in
        let name = TextWidth.sanitized(value).trimmingSpaces
        return name.isEmpty ? nil : name
      })
  }
}
