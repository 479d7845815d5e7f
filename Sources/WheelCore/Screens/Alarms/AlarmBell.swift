/// The alarms as they run: the one ringing, a snoozed one waiting, and the minute that last
/// rang (so an alarm rings once in its minute, however many ticks fall in it).
public struct AlarmBell: Equatable, Sendable {
  public internal(set) var ringing: Alarm?
  public internal(set) var snoozed: Snooze?
  var lastRung: MinuteStamp?

  public struct Snooze: Equatable, Sendable {
    public var alarm: Alarm
    public var until: Double
  }

  /// One minute of the wall clock.
  struct MinuteStamp: Equatable, Sendable {
    var year, month, day, hour, minute: Int
    init(_ t: LocalTime) { (year, month, day, hour, minute) = (t.year, t.month, t.day, t.hour, t.minute) }
  }

  /// The iPod's snooze.
  public static let snoozeSeconds = 9.0 * 60
}
