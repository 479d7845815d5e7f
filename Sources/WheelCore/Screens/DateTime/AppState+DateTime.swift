/// The time as Settings > Date & Time shows it: in the zone chosen there (display only, the
/// computer's clock is never set), with the chosen clock, in the title bar when asked.
extension AppState {
  /// The wall clock in the chosen zone once its offset has been read; the computer's until then.
  public var shownClock: LocalTime? {
    guard let clock, let zone = settings.dateTime.zone, let offset = extras.world.offsets[zone] else { return clock }
    if let there = clock.inZone(offset: offset) { return there }
    return extras.world.time(in: zone, local: clock)?.time ?? clock
  }

  /// A time of day as the chosen clock writes it.
  func timeText(hour: Int, minute: Int) -> String { settings.dateTime.hours.text(hour: hour, minute: minute) }

  /// The title bar's time: nil unless Time in Title is on and the clock has been read.
  var titleTime: String? {
    guard settings.dateTime.timeInTitle, let time = shownClock else { return nil }
    return timeText(hour: time.hour, minute: time.minute)
  }

  /// The chosen zone's offset, read when it is missing and again every minute (daylight
  /// saving time moves it), asked for after every event as a screen asks for its pictures.
  mutating func askShownZone() -> [Effect] {
    guard let zone = settings.dateTime.zone else { return [] }
    let missing = extras.world.offsets[zone] == nil
    if let asked = extras.world.shownZoneAskedAt, now - asked < (missing ? 2 : WorldClock.refreshSeconds) { return [] }
    extras.world.shownZoneAskedAt = now
    return [.extras(.readZones([zone]))]
  }

  /// The next minute, while the title bar shows the time.
  var dateTimeDeadlines: [Double] {
    settings.dateTime.timeInTitle ? [now + Double(60 - (clock?.second ?? 59)) + 0.05] : []
  }

  /// Time Zone's choice (nil: the computer's): saved, read at once, back on Date & Time.
  mutating func chooseZone(_ zone: String?) -> [Effect] {
    settings.dateTime.zone = zone
    extras.world.shownZoneAskedAt = nil
    while stack.count > 1, screen != .setting(.dateTime) { pop() }
    return [.saveSettings(settings)]
  }
}
