/// One alarm of Extras > Alarms: when it rings, on which days, and with what.
public struct Alarm: Equatable, Sendable {
  public var isOn = true
  public var hour = 7
  public var minute = 0
  public var repeats = AlarmRepeat.once
  public var sound = AlarmSound.tone("Chimes")

  public init(
    isOn: Bool = true, hour: Int = 7, minute: Int = 0, repeats: AlarmRepeat = .once, sound: AlarmSound = .tone("Chimes")
  ) {
    self.isOn = isOn
    self.hour = hour
    self.minute = minute
    self.repeats = repeats
    self.sound = sound
  }

  /// "7:05" (or "7:05 AM" on a 12-hour clock), as the iPod lists alarms.
  public func timeText(_ hours: HourCycle) -> String {
    hours == .twelve ? hours.text(hour: hour, minute: minute) : "\(hour):" + two(minute)
  }

  /// Whether the alarm rings at this minute of the wall clock (Once rings on any day).
  public func isDue(at time: LocalTime) -> Bool {
    isOn && time.hour == hour && time.minute == minute && repeats.includes(weekday: time.weekday)
  }

  /// The alarm with its time moved by `minutes`, wrapping round the day.
  public func shifted(byMinutes minutes: Int) -> Alarm {
    var copy = self
    let total = ((hour * 60 + minute + minutes) % 1440 + 1440) % 1440
    copy.hour = total / 60
    copy.minute = total % 60
    return copy
  }
}

/// On which days an alarm rings.
public enum AlarmRepeat: String, Sendable, CaseIterable {
  case once = "Once"
  case daily = "Every Day"
  case weekdays = "Weekdays"
  case weekends = "Weekends"

  /// `weekday`: 1 = Sunday ... 7 = Saturday, as `LocalTime` has it.
  public func includes(weekday: Int) -> Bool {
    switch self {
    case .once, .daily: true
    case .weekdays: (2...6).contains(weekday)
    case .weekends: weekday == 1 || weekday == 7
    }
  }

  /// The word in the settings file.
  var token: String {
    switch self {
    case .once: "once"
    case .daily: "daily"
    case .weekdays: "weekdays"
    case .weekends: "weekends"
    }
  }
}

/// What an alarm wakes with: one of the alarm tones, or a playlist from its first song.
public enum AlarmSound: Equatable, Sendable {
  case tone(String)
  case playlist(String)

  public var name: String {
    switch self {
    case .tone(let name), .playlist(let name): name
    }
  }
}
