/// The settings of the Extras and the body (cities, alarms, backlight, brightness), kept in
/// the same file as the rest.
extension SettingsCodec {
  static var extrasFields: [SavedField<Settings>] {
    [
      .value("clock-cities", \.clockCities, clockCities, skip: \.isEmpty),
      .each("alarm", \.alarms, alarm),
      .value("backlight", \.backlight, .token),
      .value("brightness", \.brightness, .int(in: Settings.brightnessRange)),
    ]
  }

  /// Zone names never hold spaces or controls; anything else is dropped, not trusted.
  static var clockCities: SavedValue<[String]> {
    SavedValue(
      text: { $0.joined(separator: " ") },
      parse: { $0.split(separator: " ").map(String.init).filter(WorldClock.isZoneName) })
  }

  static var alarm: SavedValue<Alarm> { SavedValue(text: encode, parse: decodeAlarm) }

  /// "on 07:30 weekdays tone Chimes" / "off 6:00 once playlist Morning Mix".
  static func encode(_ alarm: Alarm) -> String {
    let sound: String
    switch alarm.sound {
    case .tone(let name): sound = "tone " + name
    case .playlist(let name): sound = "playlist " + name
    }
    return "\(alarm.isOn ? "on" : "off") \(two(alarm.hour)):\(two(alarm.minute)) \(alarm.repeats.token) \(sound)"
  }

  static func decodeAlarm(_ value: String) -> Alarm? {
    // Cut at space scalars: a name starting with a combining mark joins the space before it
    // into one character, which a split by characters would not cut.
    let words = value.unicodeScalars.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: true).map {
      String(String.UnicodeScalarView($0))
    }
    guard words.count == 5, let on = words[0] == "on" ? true : words[0] == "off" ? false : nil else { return nil }
    let clock = words[1].split(separator: ":")
    guard clock.count == 2, let h = Int(clock[0]), let m = Int(clock[1]), (0..<24).contains(h), (0..<60).contains(m),
      let repeats = AlarmRepeat.allCases.first(where: { $0.token == words[2] })
    else { return nil }
    let name = TextWidth.sanitized(words[4]).trimmingSpaces
    guard !name.isEmpty else { return nil }
    let sound: AlarmSound
    switch words[3] {
    case "tone": sound = .tone(name)
    case "playlist": sound = .playlist(name)
    default: return nil
    }
    return Alarm(isOn: on, hour: h, minute: m, repeats: repeats, sound: sound)
  }
}

extension Settings {
  public static let brightnessRange = 20...100
}
