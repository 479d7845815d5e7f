/// Settings > Date & Time: how the time is shown. Display only: the program never sets the
/// system clock, so the zone here changes what the title bar, Clocks and Alarms read, nothing else.
public struct DateTimeSettings: Equatable, Sendable {
  /// The tz database zone the time is shown in (nil: the computer's own).
  public var zone: String?
  public var hours = HourCycle.twentyFour
  /// The time at the right of the title bar, as the iPod's "Time in Title".
  public var timeInTitle = false

  public init() {}

  /// The keys of the settings file; a file from before Date & Time has none and reads the defaults.
  static var fields: [SavedField<Settings>] {
    [
      .optional(
        "time-zone", \.dateTime.zone, SavedValue.text.map({ WorldClock.isZoneName($0) ? $0 : nil }, { $0 })),
      .value("clock-hours", \.dateTime.hours, .token),
      .value("time-in-title", \.dateTime.timeInTitle, .onOff),
    ]
  }
}

/// A 12-hour clock ("2:05 PM") or a 24-hour one ("14:05").
public enum HourCycle: String, Sendable, CaseIterable {
  case twelve = "12-hour"
  case twentyFour = "24-hour"

  /// An hour and minute as this clock writes them.
  public func text(hour: Int, minute: Int) -> String {
    switch self {
    case .twentyFour: return two(hour) + ":" + two(minute)
    case .twelve:
      let h = hour % 12 == 0 ? 12 : hour % 12
      return "\(h):" + two(minute) + (hour < 12 ? " AM" : " PM")
    }
  }
}
