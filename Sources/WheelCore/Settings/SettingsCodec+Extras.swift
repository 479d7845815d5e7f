/// The settings of the Extras and the body (cities, alarms, backlight, brightness), kept in
/// the same file as the rest; older versions ignore these keys, so the format stays version 1.
extension SettingsCodec {
  static func extrasLines(_ s: Settings) -> [String] {
    var lines: [String] = []
    if !s.clockCities.isEmpty { lines.append("clock-cities = " + s.clockCities.joined(separator: " ")) }
    for alarm in s.alarms { lines.append("alarm = " + encode(alarm)) }
    lines.append("backlight = \(s.backlight.rawValue)")
    lines.append("brightness = \(s.brightness)")
    return lines
  }

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
    let words = value.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: true).map(String.init)
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

  /// A key of this family (nil when done or unknown: unknown keys are ignored).
  static func applyExtra(_ key: String, _ value: String, to s: inout Settings) -> DecodeError? {
    let bad = DecodeError.badValue(key, value)
    switch key {
    case "clock-cities":
      // Zone names never hold spaces or controls; anything else is dropped, not trusted.
      s.clockCities = value.split(separator: " ").map(String.init).filter(WorldClock.isZoneName)
    case "alarm":
      guard let alarm = decodeAlarm(value) else { return bad }
      s.alarms.append(alarm)
    case "backlight":
      guard let v = BacklightTimer(rawValue: value) else { return bad }
      s.backlight = v
    case "brightness":
      guard let v = Int(value), Settings.brightnessRange.contains(v) else { return bad }
      s.brightness = v
    default:
      break
    }
    return nil
  }
}

extension Settings {
  public static let brightnessRange = 20...100
}
